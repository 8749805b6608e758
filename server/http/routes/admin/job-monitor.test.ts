import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJob, JobMonitor } from '../../../../common/api/admin-jobs';
import { HEARTBEAT_JOB } from '../../../jobs/definitions/heartbeat';
import { PLACSP_SYNC_JOB } from '../../../jobs/definitions/placsp-sync';
import { jobs } from '../../../jobs/registry';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';

/** A loopback port nothing listens on: a sync pointed there fails at once (connection refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let admin: AuthHeaders;
let feedUrl: string;
beforeAll(async () => {
  feedUrl = `http://127.0.0.1:${await closedPort()}/sindicacion_643/feed.atom`;
  t = await createTestApp({ PLACSP_URL_643: feedUrl }, { worker: true });
  admin = await signInAs(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const monitor = async (): Promise<JobMonitor> => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/admin/jobs', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const failureOf = async (id: string): Promise<FailedJob | undefined> =>
  (await monitor()).failures.find((f) => f.id === id);

/** Runs a sync of feed 643 against the closed port and waits until pg-boss gave up on it. */
async function failedSync(): Promise<FailedJob> {
  const run = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/jobs/${PLACSP_SYNC_JOB}/run`,
    headers: admin,
    payload: { feeds: ['643'] },
  });
  const { id } = run.json();
  // Three attempts (pg-boss's default retry limit of 2), one a second.
  await expect.poll(() => failureOf(id), { timeout: 30_000, interval: 300 }).toBeDefined();
  return (await failureOf(id))!;
}

describe('GET /v1/admin/jobs', () => {
  it('counts each queue, lists the schedules with their next run and the feeds', async () => {
    const before = Date.now();
    const { queues, schedules } = await monitor();
    // Every registered job's queue, not pg-boss's internal ones.
    expect(queues.map((q) => q.name)).toEqual(jobs.map((j) => j.name).sort());
    expect(queues.find((q) => q.name === PLACSP_SYNC_JOB)).toMatchObject({ policy: 'singleton' });
    // The test config switches the sync and the digests off; the every-minute jobs stay scheduled.
    expect(schedules.map((s) => s.name)).not.toContain(PLACSP_SYNC_JOB);
    const mail = schedules.find((s) => s.name === 'mail.send')!;
    expect(mail).toMatchObject({ cron: '* * * * *', time_zone: 'Europe/Madrid' });
    const next = Date.parse(mail.next_run_at);
    expect(next).toBeGreaterThan(before);
    expect(next).toBeLessThanOrEqual(before + 60_000 + 1_000);
    expect(new Date(next).getUTCSeconds()).toBe(0);
    const reminders = schedules.find((s) => s.name === 'follow.reminders')!;
    expect(reminders.cron).toBe('30 6 * * *');
  });

  it('shows a failed run with its error, its queue count and the feed that failed', async () => {
    const failure = await failedSync();
    expect(failure).toMatchObject({ name: PLACSP_SYNC_JOB, retry_count: 2, data: { feeds: ['643'] } });
    expect(failure.error).toContain('Sincronización PLACSP fallida — 643:');
    expect(Date.parse(failure.failed_on!)).toBeGreaterThanOrEqual(Date.parse(failure.created_on));
    const { queues, feeds } = await monitor();
    expect(queues.find((q) => q.name === PLACSP_SYNC_JOB)!.failed).toBeGreaterThanOrEqual(1);
    const feed = feeds.find((f) => f.feed === '643')!;
    expect(feed.last_success_at).toBeNull();
    expect(feed.last_error).toEqual(expect.any(String));
    expect(feed.last_error_at).not.toBeNull();
  });
});

describe('POST /v1/admin/jobs/{name}/runs/{id}/retry', () => {
  it('puts the failed run back in its queue for one more attempt', async () => {
    const { id } = await failedSync();
    const url = `/v1/admin/jobs/${PLACSP_SYNC_JOB}/runs/${id}/retry`;
    const res = await t.app.inject({ method: 'POST', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: PLACSP_SYNC_JOB });
    // Queued again (or already taken by the worker), no longer among the failures.
    expect(['retry', 'active']).toContain(res.json().state);
    // The feed is still unreachable: the extra attempt fails too, and the run is listed again.
    await expect
      .poll(async () => (await failureOf(id))?.retry_count, { timeout: 20_000, interval: 300 })
      .toBe(3);
  });

  it('refuses a run that did not fail, and an unknown one', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/${HEARTBEAT_JOB}/run`,
      headers: admin,
    });
    const { id } = run.json();
    const state = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/admin/jobs/${HEARTBEAT_JOB}/runs/${id}`,
          headers: admin,
        })
      ).json().state;
    await expect.poll(state, { timeout: 20_000, interval: 200 }).toBe('completed');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/${HEARTBEAT_JOB}/runs/${id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(
      `La ejecución ${id} de ${HEARTBEAT_JOB} no ha fallado (estado: completed).`,
    );
    const unknown = `/v1/admin/jobs/${PLACSP_SYNC_JOB}/runs/00000000-0000-4000-8000-000000000000/retry`;
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: admin })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/admin/jobs/{name}/runs/{id}', () => {
  it('removes a failed run for good', async () => {
    const { id } = await failedSync();
    const url = `/v1/admin/jobs/${PLACSP_SYNC_JOB}/runs/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect(await failureOf(id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});
