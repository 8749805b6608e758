import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, rateLimitCounters } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/sign_in', payload, remoteAddress });

describe('sign-in', () => {
  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(t.database.db);
    const wrong = await signIn({ email: user.email, password: 'otra-clave' });
    const unknown = await signIn({ email: 'nadie@example.com', password: 'otra-clave' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Usuario y/o contraseña incorrectos');
    }
  });

  it('locks an account after 5 failures in 15 minutes with a 429 in Spanish', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: user.email, password: 'mal' }, `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await signIn({ email: user.email, password: user.password }, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Demasiados intentos de inicio de sesión. Espera 15 minutos y vuelve a intentarlo.',
    );
    // The window began with the first failure, moments ago.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('tells in Retry-After and the message when the window ends', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await signIn({ email: user.email, password: 'mal' }, `10.1.1.${i}`);
    await t.database.db
      .update(rateLimitCounters)
      .set({ resetsAt: new Date(Date.now() + 90_000) })
      .where(eq(rateLimitCounters.key, `sign-in:account:${user.email}`));
    const locked = await signIn({ email: user.email, password: user.password }, '10.1.1.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(80);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(90);
    expect(locked.json().message).toBe(
      'Demasiados intentos de inicio de sesión. Espera 2 minutos y vuelve a intentarlo.',
    );
  });

  it('limits failures per address across accounts', async () => {
    for (let i = 0; i < 20; i++) await signIn({ email: `x${i}@example.com`, password: 'mal' }, '10.2.0.1');
    const user = await createUser(t.database.db);
    const limited = await signIn({ email: user.email, password: user.password }, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await signIn({ email: user.email, password: user.password }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits failures per IPv6 /64, whichever address of it guesses', async () => {
    for (let i = 0; i < 20; i++)
      await signIn({ email: `v6-${i}@example.com`, password: 'mal' }, `2001:db8:5:1::${i + 1}`);
    const user = await createUser(t.database.db);
    expect(
      (await signIn({ email: user.email, password: user.password }, '2001:db8:5:1:ffff::1')).statusCode,
    ).toBe(429);
    expect((await signIn({ email: user.email, password: user.password }, '2001:db8:5:2::1')).statusCode).toBe(
      200,
    );
  });

  it('evaluates at most 5 of 50 parallel guesses and refuses the right password until the window ends', async () => {
    const user = await createUser(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn({ email: user.email, password: `mal-${i}` }, `10.5.0.${i}`),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s === 401).length;
    console.log(`parallel wrong guesses evaluated: ${evaluated} of 50`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - evaluated);
    expect((await signIn({ email: user.email, password: user.password }, '10.5.1.1')).statusCode).toBe(429);

    await t.database.db.update(rateLimitCounters).set({ resetsAt: new Date(Date.now() - 1000) });
    expect((await signIn({ email: user.email, password: user.password }, '10.5.1.1')).statusCode).toBe(200);
  });

  it('keeps the failures counted alongside a successful sign-in', async () => {
    const user = await createUser(t.database.db);
    const batch = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => signIn({ email: user.email, password: 'mal' }, `10.6.0.${i}`)),
      signIn({ email: user.email, password: user.password }, '10.6.0.9'),
    ]);
    expect(batch.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect((await signIn({ email: user.email, password: 'mal' }, '10.6.1.1')).statusCode).toBe(401);
    expect((await signIn({ email: user.email, password: user.password }, '10.6.1.2')).statusCode).toBe(429);
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.database.db, { active: false });
    const res = await signIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(401);
  });

  it('answers a malformed sign-in body with 400, never 500', async () => {
    const res = await signIn({ email: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('sessions', () => {
  it('keeps one session per device and signs out only that device', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signInAs(t.app, user);
    const phone = await signInAs(t.app, user);
    expect(laptop.client).not.toBe(phone.client);

    const out = await t.app.inject({ method: 'DELETE', url: '/auth/sign_out', headers: laptop });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Te has desconectado correctamente. ¡Hasta la próxima!');
    expect((await t.app.inject({ method: 'GET', url: '/v1/user', headers: laptop })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user', headers: phone })).statusCode).toBe(200);
  });

  it('rejects a wrong token, another user’s uid and an expired session', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const headers = await signInAs(t.app, user);
    const get = (h: object) =>
      t.app.inject({ method: 'GET', url: '/v1/user', headers: h as Record<string, string> });
    expect((await get({ ...headers, 'access-token': 'x' })).statusCode).toBe(401);
    expect((await get({ ...headers, uid: other.email })).statusCode).toBe(401);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expect((await get(headers)).statusCode).toBe(401);
  });

  it('stores only a hash of the access token', async () => {
    const user = await createUser(t.database.db);
    const headers = await signInAs(t.app, user);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(headers['access-token']);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
