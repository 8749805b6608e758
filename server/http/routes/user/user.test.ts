import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/user', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Necesitas iniciar sesión para continuar.');
  });

  it('reports the trial days left and the expired state at 0', async () => {
    const fresh = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() + 3.5 * 86_400_000) });
    const res = await t.app.inject({ method: 'GET', url: '/v1/user', headers: await signInAs(t.app, fresh) });
    expect(res.json()).toMatchObject({
      email: fresh.email,
      trial_days_remaining: 4,
      subscription: { status: 'trial' },
    });

    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/v1/user',
      headers: await signInAs(t.app, expired),
    });
    expect(res2.json()).toMatchObject({
      trial_days_remaining: 0,
      subscription: { status: 'expired', trial_days_remaining: 0 },
    });
  });
});

describe('DELETE /v1/user', () => {
  it('deletes only the caller’s account, which can no longer sign in', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const headers = await signInAs(t.app, user);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/user', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user', headers })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
    await signInAs(t.app, other);
  });
});
