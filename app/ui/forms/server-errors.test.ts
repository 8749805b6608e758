import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { fullMessages, serverFieldErrors } from './server-errors';

const validation = new ApiError({
  statusCode: 400,
  code: 'validation_failed',
  message: 'Datos no válidos — body.email: El correo electrónico no es válido; …',
  errors: [
    { field: 'body.email', message: 'El correo electrónico no es válido' },
    { field: 'body.password', message: 'La contraseña debe tener entre 6 y 35 caracteres' },
  ],
});
const wrongPassword = new ApiError({
  statusCode: 422,
  code: 'unprocessable',
  message: 'Contraseña actual no es correcta',
  errors: [{ field: 'current_password', message: 'no es correcta' }],
});

describe('serverFieldErrors', () => {
  it('keys messages by form field, dropping the request part and capitalising', () => {
    expect(serverFieldErrors(validation)).toEqual({
      email: 'El correo electrónico no es válido',
      password: 'La contraseña debe tener entre 6 y 35 caracteres',
    });
    expect(serverFieldErrors(wrongPassword)).toEqual({ current_password: 'No es correcta' });
  });

  it('is empty for anything that is not an API error with fields', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError({ statusCode: 401, code: 'unauthorized', message: 'No' }))).toEqual(
      {},
    );
  });
});

describe('fullMessages', () => {
  it("joins a 400's field messages with '. '", () => {
    expect(fullMessages(validation)).toBe(
      'El correo electrónico no es válido. La contraseña debe tener entre 6 y 35 caracteres',
    );
  });

  it('uses the full message the server wrote otherwise', () => {
    expect(fullMessages(wrongPassword)).toBe('Contraseña actual no es correcta');
  });
});
