import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../../db/schema';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
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

    // The link opened again (a second click, the mail app's preview): the account is already confirmed.
    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('/sign_in?account_already_confirmed=true');

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

  it('answers a taken address exactly as a new one, e-mails its owner instead and creates no second account', async () => {
    const signUp = (email: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { email, name, password: 'otra-clave', password_confirmation: 'otra-clave' },
      });
    const owner = await createUser(t.database.db, { email: 'dup@example.com', name: 'Uno' });
    const fresh = await signUp('nueva-dup@example.com', 'Dos');
    const taken = await signUp(' DUP@example.com ', 'Dos');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({
      message: fresh.json().message.replace('nueva-dup@example.com', 'dup@example.com'),
    });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const mail = await t.mail.next('dup@example.com');
    expect(mail.subject).toBe('Alguien ha intentado registrarse con tu correo');
    expect(mail.text).toContain('Hola Uno:');
    expect(linkIn(mail, 'http://licitaciones.test/sign_in')).toBe('http://licitaciones.test/sign_in');
    expect(linkIn(mail, 'http://licitaciones.test/recover_password')).toBe(
      'http://licitaciones.test/recover_password',
    );
    const accounts = await t.database.db.select().from(users).where(eq(users.email, 'dup@example.com'));
    expect(accounts).toEqual([
      expect.objectContaining({ id: owner.id, name: 'Uno', passwordHash: owner.passwordHash }),
    ]);
    // The account is untouched: its own password still signs in, the attempted one does not.
    expect((await signIn('dup@example.com', owner.password)).statusCode).toBe(200);
    expect((await signIn('dup@example.com', 'otra-clave')).statusCode).toBe(401);
  });

  it('sends an invited address that has no password yet a fresh invitation instead', async () => {
    await createUser(t.database.db, { email: 'invitada@example.com', name: '', passwordHash: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: {
        email: 'invitada@example.com',
        name: 'Eva',
        password: 'abcdef',
        password_confirmation: 'abcdef',
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.mail.next('invitada@example.com');
    expect(mail.subject).toBe('Te han invitado a Licitaciones');
    linkIn(mail, 'http://licitaciones.test/invitacion?invitation_token=');
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

  it('tells an expired link apart: failure while the account waits, already confirmed once it is', async () => {
    const email = 'link.caducado@example.com';
    const password = 'clave-segura';
    await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email, name: 'Link Caducado', password, password_confirmation: password },
    });
    const link = new URL(linkIn(await t.mail.next(email), 'http://licitaciones.test/auth/confirmation'));
    const open = () => t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user!.id));
    expect((await open()).headers.location).toBe('/sign_in?account_confirmation_success=false');

    await t.database.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user!.id));
    expect((await open()).headers.location).toBe('/sign_in?account_already_confirmed=true');
  });
});
