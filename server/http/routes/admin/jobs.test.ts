import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_JOB } from '../../../jobs/definitions/heartbeat';
import { PLACSP_SYNC_JOB } from '../../../jobs/definitions/placsp-sync';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  admin = await signInAs(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const run = (name: string, headers?: AuthHeaders, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/v1/admin/jobs/${name}/run`, headers, payload });

describe('POST /v1/admin/jobs/{name}/run', () => {
  it('enqueues the job for the worker and answers its id', async () => {
    const res = await run(HEARTBEAT_JOB, admin);
    expect(res.statusCode).toBe(200);
    const { id, name } = res.json();
    expect(name).toBe(HEARTBEAT_JOB);
    const state = async () => (await t.queue!.boss.getJobById(HEARTBEAT_JOB, id))?.state;
    await expect.poll(state, { timeout: 20_000, interval: 200 }).toBe('completed');
  });

  it('tells how a run went, by the id the run call answered', async () => {
    const { id } = (await run(HEARTBEAT_JOB, admin)).json();
    const runOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/admin/jobs/${HEARTBEAT_JOB}/runs/${id}`,
          headers: admin,
        })
      ).json();
    await expect
      .poll(async () => (await runOf()).state, { timeout: 20_000, interval: 200 })
      .toBe('completed');
    const done = await runOf();
    expect(done).toMatchObject({ id, name: HEARTBEAT_JOB, retry_count: 0 });
    expect(Date.parse(done.completed_on)).toBeGreaterThanOrEqual(Date.parse(done.created_on));

    const other = `/v1/admin/jobs/${PLACSP_SYNC_JOB}/runs/${id}`;
    expect((await t.app.inject({ method: 'GET', url: other, headers: admin })).statusCode).toBe(404);
    const user = await signInAs(t.app, await createUser(t.database.db));
    const own = `/v1/admin/jobs/${HEARTBEAT_JOB}/runs/${id}`;
    expect((await t.app.inject({ method: 'GET', url: own, headers: user })).statusCode).toBe(403);
  });

  it('checks the payload against the job schema', async () => {
    const res = await run(PLACSP_SYNC_JOB, admin, { feeds: ['999'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Datos no válidos para placsp.sync — body.feeds.0'),
    });
  });

  it('answers 404 for a job that does not exist', async () => {
    const res = await run('no.existe', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe el trabajo no.existe.');
  });

  it('is for admins only', async () => {
    const user = await signInAs(t.app, await createUser(t.database.db));
    expect((await run(HEARTBEAT_JOB, user)).statusCode).toBe(403);
    expect((await run(HEARTBEAT_JOB)).statusCode).toBe(401);
  });
});

describe('without a job queue', () => {
  let web: TestApp;
  beforeAll(async () => {
    web = await createTestApp();
  });
  afterAll(() => web.close());

  it('answers 503 instead of losing the run', async () => {
    const headers = await signInAs(web.app, await createUser(web.database.db, { role: 'admin' }));
    const res = await web.app.inject({ method: 'POST', url: `/v1/admin/jobs/${HEARTBEAT_JOB}/run`, headers });
    expect(res.statusCode).toBe(503);
  });
});
