import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedState } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
let user: AuthHeaders;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  user = await signInAs(t.app, await createUser(t.database.db));
  admin = await signInAs(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const status = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/v1/sources/status', headers })).json();

// One database for the file, so the cases build on each other in order.
describe('GET /v1/sources/status', () => {
  it('says nothing is stored yet', async () => {
    expect(await status(user)).toEqual({ data_until: null, demo: false });
  });

  it('reaches as far as the newest stored entry when no sync ran (a file import)', async () => {
    await createTender(t.database.db, { sourceUpdatedAt: new Date('2026-11-20T08:30:00Z') });
    await createTender(t.database.db, { sourceUpdatedAt: new Date('2026-11-21T17:45:00Z') });
    expect(await status(user)).toEqual({ data_until: '2026-11-21T17:45:00.000Z', demo: false });
  });

  it('reaches the last successful PLACSP sync when later, and flags the demonstration set', async () => {
    await t.database.db.insert(feedState).values([
      { feed: '643', lastSuccessAt: new Date('2026-11-22T09:00:00Z') },
      { feed: '1143', lastSuccessAt: new Date('2026-11-22T09:15:00Z') },
    ]);
    await createTender(t.database.db, { isDemo: true, sourceUpdatedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await status(user)).toEqual({ data_until: '2026-11-22T09:15:00.000Z', demo: true });
  });

  it("shows a failing feed's error to admins only", async () => {
    const failure = {
      feed: '1044' as const,
      lastErrorAt: new Date('2026-11-22T10:00:00Z'),
      lastError: 'getaddrinfo ENOTFOUND contrataciondelestado.es',
    };
    await t.database.db.insert(feedState).values(failure);
    const forUser = await status(user);
    expect(forUser).toEqual({ data_until: '2026-11-22T09:15:00.000Z', demo: true });
    expect(JSON.stringify(forUser)).not.toContain('ENOTFOUND');

    const forAdmin = await status(admin);
    expect(forAdmin.data_until).toBe('2026-11-22T09:15:00.000Z');
    expect(forAdmin.feeds).toHaveLength(3);
    expect(forAdmin.feeds).toContainEqual(
      expect.objectContaining({ feed: '1044', last_error: failure.lastError, last_success_at: null }),
    );
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/sources/status' })).statusCode).toBe(401);
  });
});
