import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../../db/schema';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { linkIn } from '../../../test/mail-catcher';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp({ CONTACT_EMAIL: 'ayuda@licitaciones.test' });
});
afterAll(() => t.close());

const getUser = (headers: object) =>
  t.app.inject({ method: 'GET', url: '/v1/user', headers: headers as Record<string, string> });

/** Requests a reset e-mail and returns the headers its link carries. */
async function resetLinkFor(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email } });
  expect(res.statusCode).toBe(200);
  const message = await t.mail.next(email);
  expect(message.subject).toBe('Instrucciones para cambiar tu contraseña');
  const link = new URL(linkIn(message, 'http://licitaciones.test/reset_password'));
  return {
    'access-token': link.searchParams.get('access-token')!,
    client: link.searchParams.get('client')!,
    uid: link.searchParams.get('uid')!,
  };
}

const reset = (headers: object, password = 'nueva-clave') =>
  t.app.inject({
    method: 'PUT',
    url: '/auth/password',
    headers: headers as Record<string, string>,
    payload: { password, password_confirmation: password },
  });

describe('forgotten password', () => {
  it('resets through the e-mailed link, ends every session, and the link works once', async () => {
    const user = await createUser(t.database.db);
    const session = await signInAs(t.app, user);
    const link = await resetLinkFor(user.email);

    const res = await reset(link);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu contraseña se ha cambiado correctamente. Ya puedes iniciar sesión.');
    expect((await getUser(session)).statusCode).toBe(401);
    expect((await t.mail.next(user.email)).subject).toBe('Tu contraseña de Licitaciones ha cambiado');
    await signInAs(t.app, { email: user.email, password: 'nueva-clave' });

    const reused = await reset(link, 'otra-clave');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(
      'El enlace para cambiar la contraseña no es válido o ha caducado. Solicita uno nuevo.',
    );
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.database.db);
    const link = await resetLinkFor(user.email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    expect((await reset(link)).statusCode).toBe(422);
  });

  it("refuses a link used with another account's uid", async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const link = await resetLinkFor(user.email);
    expect((await reset({ ...link, uid: other.email })).statusCode).toBe(422);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const before = t.mail.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: 'nadie@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('nadie@example.com');
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.mail.messages.length).toBe(before);
  });
});

describe('account changes (PUT /auth/)', () => {
  it('renames the user', async () => {
    const user = await createUser(t.database.db);
    const headers = await signInAs(t.app, user);
    const res = await t.app.inject({ method: 'PUT', url: '/auth/', headers, payload: { name: 'Ana María' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Ana María');
  });

  it('changes the password: other devices are signed out, this one gets fresh headers', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signInAs(t.app, user);
    const phone = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/',
      headers: laptop,
      payload: {
        current_password: user.password,
        password: 'cambiada-1',
        password_confirmation: 'cambiada-1',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await getUser(phone)).statusCode).toBe(401);
    expect((await getUser(laptop)).statusCode).toBe(401);
    const renewed = {
      'access-token': String(res.headers['access-token']),
      client: laptop.client,
      uid: laptop.uid,
    };
    expect((await getUser(renewed)).statusCode).toBe(200);
    expect((await t.mail.next(user.email)).text).toContain('ayuda@licitaciones.test');
  });

  it('voids a reset link requested before the change', async () => {
    const user = await createUser(t.database.db);
    const link = await resetLinkFor(user.email);
    const session = await signInAs(t.app, user);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/auth/',
      headers: session,
      payload: {
        current_password: user.password,
        password: 'cambiada-2',
        password_confirmation: 'cambiada-2',
      },
    });
    expect(changed.statusCode).toBe(200);
    await t.mail.next(user.email);

    const late = await reset(link, 'del-atacante');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'El enlace para cambiar la contraseña no es válido o ha caducado. Solicita uno nuevo.',
    );
    await signInAs(t.app, { email: user.email, password: 'cambiada-2' });
  });

  it('refuses a wrong current password with 422 on that field', async () => {
    const user = await createUser(t.database.db);
    const headers = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/',
      headers,
      payload: {
        current_password: 'no-es-esta',
        password: 'cambiada-1',
        password_confirmation: 'cambiada-1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'current_password', message: 'no es correcta' }]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/auth/', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
