import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PgCluster, queryOnce, startPgCluster } from '../harness/pg-cluster';
import { type ServerProcess, startServerProcess } from '../harness/server-process';
import { callApi, HttpError, runJob, type Session, signIn } from '../test/http-client';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import {
  adminSession,
  expectEveryMailOnce,
  expectEveryNotificationOnce,
  firstPage,
  newerPage,
  watchersSignUp,
} from '../test/monitoring-scenario';
import { type PlacspHost, startPlacspHost } from '../test/placsp-host';

// A real server process on a PostgreSQL 15 server of the test's own, which it stops and starts.
const onPostgres = inject('testDatabase').kind === 'postgres';
const UNAVAILABLE = 'Servicio no disponible temporalmente, inténtalo de nuevo en unos segundos';

let cluster: PgCluster;
let mail: MailCatcher;
let host: PlacspHost;
let server: ServerProcess;
let admin: Session;

const query = <R>(text: string, values?: unknown[]) => queryOnce<R>(cluster.url, text, values);

beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await startPgCluster();
  mail = await startMailCatcher();
  host = await startPlacspHost();
  host.publish(firstPage);
  server = await startServerProcess({
    DATABASE_URL: cluster.url,
    SMTP_URL: mail.url,
    PLACSP_URL_643: host.headUrl('live'),
  });
  admin = await adminSession(cluster.url, server.baseUrl);
  await runJob(server.baseUrl, admin, 'placsp.sync', { feeds: ['643'] });
  await runJob(server.baseUrl, admin, 'monitor.match');
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await cluster?.remove();
  await mail?.close();
  await host?.close();
});

/** Requests sent while the database goes away and comes back: what each one was answered. */
function startLoad(session: Session) {
  const statuses: number[] = [];
  const unavailableMessages = new Set<string>();
  let running = true;
  let signUps = 0;
  const calls = [
    () => fetch(`${server.baseUrl}/health`),
    () => fetch(`${server.baseUrl}/v1/alerts`, { headers: session }),
    () =>
      fetch(`${server.baseUrl}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Carga Prueba',
          email: `carga-${signUps++}@example.com`,
          password: 'clave-carga-1',
          password_confirmation: 'clave-carga-1',
        }),
      }),
  ];
  const loops = calls.map(async (call) => {
    while (running) {
      const response = await call();
      statuses.push(response.status);
      const body = await response.text();
      if (response.status === 503 && !response.url.endsWith('/health')) {
        unavailableMessages.add(JSON.parse(body).message);
      }
    }
  });
  return {
    statuses,
    unavailableMessages,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(!onPostgres)('a PostgreSQL restart under load (real server process, PostgreSQL 15)', () => {
  it('answers 503 during the outage and serves again by itself, losing and repeating nothing', async () => {
    const watchers = await watchersSignUp([server.baseUrl], mail, 3);
    const session = await signIn(server.baseUrl, watchers[0]!);
    host.publish(newerPage());
    const load = startLoad(session);
    // A sync and its matching run while the database goes away.
    await callApi(server.baseUrl, 'POST', '/v1/admin/jobs/placsp.sync/run', { feeds: ['643'] }, admin);

    expect(await cluster.terminateBackends()).toBeGreaterThan(0);
    await cluster.down();
    const downAt = Date.now();
    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: { status: 'down' } });
    const refused = await callApi(server.baseUrl, 'GET', '/v1/alerts', undefined, session).catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503 });
    expect(JSON.parse((refused as HttpError).body)).toMatchObject({
      code: 'unavailable',
      message: UNAVAILABLE,
    });

    // The outage lasts a few seconds, requests arriving all along.
    await sleep(3_000);
    await cluster.up();
    const upAt = Date.now();
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/health`)).status, { timeout: 30_000, interval: 100 })
      .toBe(200);
    const recovered = (Date.now() - upAt) / 1000;
    const outage = (upAt - downAt) / 1000;
    console.log(
      `[database restart] PostgreSQL down ${outage.toFixed(1)} s; the app answered /health 200 ${recovered.toFixed(1)} s after it was back`,
    );
    await sleep(2_000); // and keep coming for a moment once it serves again
    await load.stop();

    expect(server.exitCode()).toBeNull();
    expect(load.statuses).not.toContain(500);
    expect(new Set(load.statuses.filter((s) => s >= 400))).toEqual(new Set([503]));
    expect([...load.unavailableMessages]).toEqual([UNAVAILABLE]);
    expect(await callApi(server.baseUrl, 'GET', '/v1/alerts', undefined, session)).toBeDefined();

    // The same process's worker runs jobs again: the sync, the matching and the digest.
    await runJob(server.baseUrl, admin, 'placsp.sync', { feeds: ['643'] });
    await runJob(server.baseUrl, admin, 'monitor.match');
    await expectEveryNotificationOnce(query, watchers);
    await runJob(server.baseUrl, admin, 'mail.digest.daily');
    const { written, received } = await expectEveryMailOnce(query, mail, watchers);
    // And its schedules fire again: the every-minute heartbeat job runs without being asked.
    const heartbeatAt = async () =>
      (await query<{ at: Date }>(`select last_run_at as at from job_heartbeats`))[0]?.at.getTime() ?? 0;
    await expect.poll(heartbeatAt, { timeout: 100_000, interval: 1_000 }).toBeGreaterThan(upAt);
    console.log(
      `[database restart] ${load.statuses.length} requests under load across the restart; ${written} e-mails written, ${received} received`,
    );
  }, 240_000);
});
