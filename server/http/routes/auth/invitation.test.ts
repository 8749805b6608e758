import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../../db/schema';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { linkIn } from '../../../test/mail-catcher';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const invite = (headers: Record<string, string>, email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/invitation', headers, payload: { email } });

describe('invitations', () => {
  it('lets an admin invite; the invitee sets name and password once and can sign in', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const res = await invite(await signInAs(t.app, admin), ' Nuevo@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('nuevo@example.com invitado con éxito.');
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'user.invite'));
    expect(audit).toMatchObject({
      adminId: admin.id,
      targetType: 'user',
      after: { email: 'nuevo@example.com' },
    });

    const message = await t.mail.next('nuevo@example.com');
    expect(message.subject).toBe('Te han invitado a Licitaciones');
    const token = new URL(linkIn(message, 'http://licitaciones.test/invitacion')).searchParams.get(
      'invitation_token',
    )!;

    const accept = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/auth/invitation',
        payload: {
          name: 'Nuevo Usuario',
          password,
          password_confirmation: password,
          invitation_token: token,
        },
      });
    const accepted = await accept('invitado-1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('Te has registrado correctamente. Ya puedes iniciar sesión.');
    const headers = await signInAs(t.app, { email: 'nuevo@example.com', password: 'invitado-1' });
    const me = await t.app.inject({ method: 'GET', url: '/v1/user', headers });
    expect(me.json()).toMatchObject({ name: 'Nuevo Usuario', confirmed: true, trial_days_remaining: 15 });

    expect((await accept('otra-clave')).statusCode).toBe(422);
  });

  it('is admin-only on the server', async () => {
    const user = await createUser(t.database.db);
    const res = await invite(await signInAs(t.app, user), 'alguien@example.com');
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/auth/invitation',
      payload: { email: 'a@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to invite an existing account', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const existing = await createUser(t.database.db);
    const res = await invite(await signInAs(t.app, admin), existing.email);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Ya existe un usuario con el correo ${existing.email}`);
  });

  it('refuses an unknown invitation token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/invitation',
      payload: { name: 'X', password: 'abcdef', password_confirmation: 'abcdef', invitation_token: 'falso' },
    });
    expect(res.statusCode).toBe(422);
  });
});
