import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { buildApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string, app = t.app) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const resetMail = (email: string, address: string) => post('/auth/password', { email }, address);
const contact = (address: string, app = t.app) =>
  post('/v1/contact', { name: 'Pedro', email: 'pedro@example.com', message: 'Hola' }, address, app);
const signUp = (email: string, address: string) =>
  post(
    '/auth',
    { email, name: 'Ana', password: 'clave-123456', password_confirmation: 'clave-123456' },
    address,
  );

async function mailsTo(address: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address));
  return row!.n;
}

function expectLimited(res: { statusCode: number; json(): { message: string }; headers: object }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(
    /^Has hecho demasiadas solicitudes de este tipo\. Vuelve a intentarlo dentro de \d+ minutos?\.$/,
  );
  expect(res.headers).toHaveProperty('retry-after');
}

describe('signed-out mail limits', () => {
  it('sends at most 3 reset mails an hour to one address, whoever asks', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) expect((await resetMail(user.email, `10.20.0.${i}`)).statusCode).toBe(200);
    expectLimited(await resetMail(` ${user.email.toUpperCase()}`, '10.20.0.9'));
    expect(await mailsTo(user.email)).toBe(3);
  });

  it('answers at most 10 reset requests an hour from one client address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await resetMail(`nadie${i}@example.com`, '10.21.0.1')).statusCode).toBe(200);
    const user = await createUser(t.database.db);
    expectLimited(await resetMail(user.email, '10.21.0.1'));
    expect(await mailsTo(user.email)).toBe(0);
    expect((await resetMail(user.email, '10.21.0.2')).statusCode).toBe(200);
  });

  it('takes 5 contact messages an hour from one client address', async () => {
    for (let i = 0; i < 5; i++) expect((await contact('10.22.0.1')).statusCode).toBe(200);
    expectLimited(await contact('10.22.0.1'));
    expect((await contact('10.22.0.2')).statusCode).toBe(200);
    expect(await mailsTo(t.config.contactEmail)).toBe(6);
  });

  it('counts an IPv6 client by its /64, so changing address within it does not help', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(`2001:db8:77:1::${i}`)).statusCode).toBe(200);
    expectLimited(await contact('2001:db8:77:1:abcd::9'));
    expect((await contact('2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('sends at most 3 sign-up answers an hour to one address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signUp('tercero@example.com', `10.23.0.${i}`)).statusCode).toBeLessThan(500);
    expectLimited(await signUp('tercero@example.com', '10.23.0.9'));
  });

  it('takes 10 sign-ups an hour from one client address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signUp(`alta${i}@example.com`, '10.24.0.1')).statusCode).toBe(200);
    expectLimited(await signUp('alta10@example.com', '10.24.0.1'));
    expect(await mailsTo('alta10@example.com')).toBe(0);
  });

  it('shares the counts between web processes on one database', async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: pino({ level: 'silent' }),
    });
    try {
      for (let i = 0; i < 5; i++) await contact('10.25.0.1', i % 2 ? other : t.app);
      expectLimited(await contact('10.25.0.1', other));
    } finally {
      await other.close();
    }
  });

  it('lets the operator change a limit or switch it off', async () => {
    const custom = await createTestApp({
      LIMIT_CONTACT_PER_ADDRESS: '1',
      LIMIT_PASSWORD_RESET_PER_EMAIL: '0',
    });
    try {
      expect((await contact('10.26.0.1', custom.app)).statusCode).toBe(200);
      expectLimited(await contact('10.26.0.1', custom.app));
      for (let i = 0; i < 5; i++) {
        const res = await custom.app.inject({
          method: 'POST',
          url: '/auth/password',
          payload: { email: 'sin-limite@example.com' },
          remoteAddress: `10.26.1.${i}`,
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await custom.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const viaProxy = (app: TestApp['app'], client: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Pedro', email: 'pedro@example.com', message: 'Hola' },
      remoteAddress: '10.30.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('ignores X-Forwarded-For by default: everyone behind one socket address shares its limit', async () => {
    for (let i = 0; i < 5; i++) expect((await viaProxy(t.app, `203.0.113.${i}`)).statusCode).toBe(200);
    expectLimited(await viaProxy(t.app, '203.0.113.99'));
  });

  it('takes the client address from X-Forwarded-For when set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < 5; i++) expect((await viaProxy(proxied.app, '203.0.113.1')).statusCode).toBe(200);
      expectLimited(await viaProxy(proxied.app, '203.0.113.1'));
      expect((await viaProxy(proxied.app, '203.0.113.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
