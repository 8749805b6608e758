import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { linkIn } from '../../../test/mail-catcher';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password } });

describe('sign-up and confirmation', () => {
  it('registers, e-mails a confirmation link, and lets the user in only after following it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: {
        email: ' Lucia.Gomez@Example.com ',
        name: 'Lucía Gómez',
        password: 'clave-segura',
        password_confirmation: 'clave-segura',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('lucia.gomez@example.com');

    const before = await signIn('lucia.gomez@example.com', 'clave-segura');
    expect(before.statusCode).toBe(401);
    expect(before.json().message).toBe(
      'Tienes que confirmar tu cuenta antes de iniciar sesión. Revisa tu correo.',
    );

    const message = await t.mail.next('lucia.gomez@example.com');
    expect(message.subject).toBe('Confirma tu cuenta de Licitaciones');
    expect(message.html).toContain('Lucía Gómez');
    const link = new URL(linkIn(message, 'http://licitaciones.test/auth/confirmation'));

    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/sign_in?account_confirmation_success=true');

    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('/sign_in?account_confirmation_success=false');

    const after = await signIn('LUCIA.GOMEZ@example.com', 'clave-segura');
    expect(after.statusCode).toBe(200);
    for (const h of ['access-token', 'client', 'uid', 'expiry', 'token-type'])
      expect(after.headers[h]).toBeTruthy();
    expect(after.headers.uid).toBe('lucia.gomez@example.com');
    expect(after.json().data).toMatchObject({
      email: 'lucia.gomez@example.com',
      name: 'Lucía Gómez',
      confirmed: true,
      role: 'user',
      trial_days_remaining: 15,
      subscription: { id: null, status: 'trial', trial_days_remaining: 15 },
    });
  });

  it('refuses an e-mail already registered with a 422 on the field', async () => {
    const payload = {
      email: 'dup@example.com',
      name: 'Uno',
      password: 'abcdef',
      password_confirmation: 'abcdef',
    };
    expect((await t.app.inject({ method: 'POST', url: '/auth', payload })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { ...payload, email: 'DUP@example.com' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Email ya está en uso',
      errors: [{ field: 'email', message: 'ya está en uso' }],
    });
  });

  it('names every invalid field of a sign-up in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'no-es-un-correo', name: '', password: '123', password_confirmation: '1234' },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      'body.email': 'El correo electrónico no es válido',
      'body.name': 'El nombre es obligatorio',
      'body.password': 'La contraseña debe tener entre 6 y 35 caracteres',
    });
  });

  it('rejects a password over 35 characters and a mismatched confirmation', async () => {
    const long = 'x'.repeat(36);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'largo@example.com', name: 'L', password: long, password_confirmation: long },
    });
    expect(tooLong.statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: {
        email: 'distinta@example.com',
        name: 'D',
        password: 'abcdef',
        password_confirmation: 'abcdeg',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      field: 'body.password_confirmation',
      message: 'La confirmación no coincide con la contraseña',
    });
  });

  it('redirects an unknown confirmation token to the failure message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/confirmation?confirmation_token=nope' });
    expect(res.headers.location).toBe('/sign_in?account_confirmation_success=false');
  });
});
