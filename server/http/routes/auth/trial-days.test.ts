import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { linkIn } from '../../../test/mail-catcher';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp({ TRIAL_DAYS: '0' });
});
afterAll(() => t.close());

const PASSWORD = 'sin-prueba-1';

async function expectNoTrial(headers: AuthHeaders) {
  const me = await t.app.inject({ method: 'GET', url: '/v1/user', headers });
  expect(me.json()).toMatchObject({
    trial_days_remaining: 0,
    subscription: { status: 'expired', trial_days_remaining: 0 },
  });
  const search = await t.app.inject({ method: 'POST', url: '/v1/procurement/search', headers, payload: {} });
  expect(search.statusCode).toBe(403);
  expect(search.json().code).toBe('subscription_required');
}

describe('TRIAL_DAYS=0: new accounts start without tender access', () => {
  it('gives a self-registered account no trial', async () => {
    const email = 'sin.prueba@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email, name: 'Sin Prueba', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.mail.next(email);
    expect(mail.text).toContain('Confirma tu dirección de correo para empezar a usar Licitaciones:');
    const link = new URL(linkIn(mail, 'http://licitaciones.test/auth/confirmation'));
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
    await expectNoTrial(await signInAs(t.app, { email, password: PASSWORD }));
  });

  it('gives an invited account no trial when it accepts', async () => {
    const email = 'invitada.sin.prueba@example.com';
    const admin = await createUser(t.database.db, { role: 'admin' });
    const invite = await t.app.inject({
      method: 'POST',
      url: '/auth/invitation',
      headers: await signInAs(t.app, admin),
      payload: { email },
    });
    expect(invite.statusCode).toBe(200);
    const token = new URL(
      linkIn(await t.mail.next(email), 'http://licitaciones.test/invitacion'),
    ).searchParams.get('invitation_token');
    const accept = await t.app.inject({
      method: 'PUT',
      url: '/auth/invitation',
      payload: {
        name: 'Invitada',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        invitation_token: token,
      },
    });
    expect(accept.statusCode).toBe(200);
    await expectNoTrial(await signInAs(t.app, { email, password: PASSWORD }));
  });
});
