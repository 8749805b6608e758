import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHeartbeats } from '../../../db/schema';
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
    });
  });

  it('reports ok once the heartbeat job has run recently', async () => {
    const at = new Date();
    await t.database.db.insert(jobHeartbeats).values({ name: 'system.heartbeat', lastRunAt: at, runs: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', jobs: { status: 'ok', heartbeatAt: at.toISOString() } });
  });
});
