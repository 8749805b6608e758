import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedState, jobHeartbeats } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('reports the database up and the job queue stale before any heartbeat', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      database: { status: 'ok', kind: t.database.kind },
      jobs: { status: 'stale', heartbeatAt: null },
      feeds: [],
    });
  });

  it('reports ok once the heartbeat job has run recently', async () => {
    const at = new Date();
    await t.database.db.insert(jobHeartbeats).values({ name: 'system.heartbeat', lastRunAt: at, runs: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', jobs: { status: 'ok', heartbeatAt: at.toISOString() } });
  });

  it('reports a PLACSP feed whose last sync failed, and turns degraded', async () => {
    const ok = new Date('2026-11-22T08:00:00Z');
    const failed = new Date('2026-11-22T08:15:00Z');
    await t.database.db.insert(feedState).values([
      { feed: '643', lastSuccessAt: ok, lastUpdated: ok },
      { feed: '1044', lastSuccessAt: ok, lastErrorAt: failed, lastError: 'HTTP 503' },
    ]);
    const body = (await t.app.inject({ method: 'GET', url: '/health' })).json();
    expect(body.status).toBe('degraded');
    expect(body.feeds).toEqual([
      {
        feed: '1044',
        last_updated: null,
        last_success_at: ok.toISOString(),
        last_error_at: failed.toISOString(),
        last_error: 'HTTP 503',
      },
      {
        feed: '643',
        last_updated: ok.toISOString(),
        last_success_at: ok.toISOString(),
        last_error_at: null,
        last_error: null,
      },
    ]);
  });
});
