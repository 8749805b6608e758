import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../common/api/alerts';
import { ApiError } from '../../api/api-error';
import i18n from '../../i18n';
import { alertErrorLines } from './alert-errors';

const t = i18n.t.bind(i18n);

describe('alertErrorLines', () => {
  it('puts each refused field and its message on its own line', () => {
    const error = new ApiError({
      statusCode: 422,
      code: 'unprocessable',
      message: 'La alerta no se puede guardar',
      errors: [
        { field: 'name', message: ALERT_MESSAGES.nameRequired },
        { field: 'filters.sources', message: ALERT_MESSAGES.sourceRequired },
      ],
    });
    expect(alertErrorLines(error, t)).toBe(
      'Nombre: El nombre es obligatorio\nFuentes de datos: Al menos una fuente de datos es necesaria',
    );
  });

  it('leaves other failures to the log', () => {
    const error = new ApiError({ statusCode: 500, code: 'internal', message: 'Error' });
    expect(alertErrorLines(error, t)).toBeUndefined();
    expect(alertErrorLines(new Error('red'), t)).toBeUndefined();
  });
});
