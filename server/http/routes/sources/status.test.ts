import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedState } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/sources/status', () => {
  it('tells the last successful sync and whether the data is the demonstration set', async () => {
    const headers = await signInAs(t.app, await createUser(t.database.db));
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/sources/status', headers })).json();
    expect(await get()).toEqual({ last_update: null, demo: false, feeds: [] });

    await t.database.db.insert(feedState).values([
      { feed: '643', lastSuccessAt: new Date('2026-11-22T09:00:00Z') },
      { feed: '1143', lastSuccessAt: new Date('2026-11-22T09:15:00Z') },
    ]);
    await createTender(t.database.db, { isDemo: true });
    const status = await get();
    expect(status).toMatchObject({ last_update: '2026-11-22T09:15:00.000Z', demo: true });
    expect(status.feeds).toHaveLength(2);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/sources/status' })).statusCode).toBe(401);
  });
});
