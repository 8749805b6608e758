import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../common/api/alerts';
import { createTestApp, type TestApp } from '../test/app';
import { testHttp } from '../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);
const trialOver = { trialEndsAt: new Date(Date.now() - 86_400_000) };
const alertBody = { name: 'Obras Lena', searchTerms: 'obras', filters: { sources: ['placsp'] } };

describe('admins are staff: tender access whatever their trial or licence', () => {
  it('opens the tender calls to an admin whose trial is over and who holds no licence', async () => {
    const admin = await newUser({ role: 'admin', ...trialOver });
    const me = (await call('GET', '/v1/user', admin.headers)).json();
    expect(me).toMatchObject({ role: 'admin', subscription: { id: null, status: 'expired' } });

    for (const [method, url, payload] of [
      ['POST', '/v1/procurement/search', {}],
      ['GET', '/v1/alerts', undefined],
      ['GET', '/v1/notifications', undefined],
      ['POST', '/v1/publications/search', {}],
    ] as const) {
      const res = await call(method, url, admin.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it("lets an admin read (to run) a user's alert, but not change or delete it", async () => {
    const owner = await newUser();
    const created: Alert = (await call('POST', '/v1/alerts', owner.headers, alertBody)).json();
    const admin = await newUser({ role: 'admin', ...trialOver });

    const read = await call('GET', `/v1/alerts/${created.id}`, admin.headers);
    expect(read.statusCode).toBe(200);
    // Everything the owner sees but the alert's private feed address, which is the owner's alone.
    expect(created.feed_url).toMatch(/feed\.atom\?token=/);
    expect(read.json()).toEqual({ ...created, feed_url: null });

    expect(
      (await call('PUT', `/v1/alerts/${created.id}`, admin.headers, { name: 'Cambiada' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/alerts/${created.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/v1/alerts/${created.id}`, owner.headers)).json()).toEqual(created);
  });

  it('still closes them to a user whose trial is over, and keeps other users’ alerts from them', async () => {
    const owner = await newUser();
    const created: Alert = (await call('POST', '/v1/alerts', owner.headers, alertBody)).json();
    const expired = await newUser(trialOver);
    const search = await call('POST', '/v1/procurement/search', expired.headers, {});
    expect(search.statusCode).toBe(403);
    expect(search.json().code).toBe('subscription_required');

    const other = await newUser();
    expect((await call('GET', `/v1/alerts/${created.id}`, other.headers)).statusCode).toBe(404);
  });
});
