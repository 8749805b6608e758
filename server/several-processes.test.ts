import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { createEmptyDatabase, queryOnce } from './harness/pg-cluster';
import { type ServerProcess, startServerProcesses } from './harness/server-process';
import { callApi, jobCompleted, runJob, type Session, startJob } from './test/http-client';
import { type MailCatcher, startMailCatcher } from './test/mail-catcher';
import {
  adminSession,
  expectEveryMailOnce,
  expectEveryNotificationOnce,
  firstPage,
  newerPage,
  watchersSignUp,
} from './test/monitoring-scenario';
import { type PlacspHost, startPlacspHost } from './test/placsp-host';

// Two web and two worker processes (the real server/main.ts) on one PostgreSQL database.
const target = inject('testDatabase');
const onPostgres = target.kind === 'postgres';
const PUBLIC_URL = 'http://licitaciones.test';

let databaseUrl: string;
let mail: MailCatcher;
let host: PlacspHost;
let webs: ServerProcess[] = [];
let workers: Record<string, ServerProcess> = {};
let admin: Session;

const query = <R>(text: string, values?: unknown[]) => queryOnce<R>(databaseUrl, text, values);

beforeAll(async () => {
  if (!onPostgres) return;
  databaseUrl = await createEmptyDatabase(target.adminUrl, `lic_several_${randomBytes(4).toString('hex')}`);
  mail = await startMailCatcher();
  host = await startPlacspHost();
  host.publish(firstPage);
  const env = { DATABASE_URL: databaseUrl, SMTP_URL: mail.url, PUBLIC_URL };
  // Started together, as an operator would: they migrate the empty database one at a time.
  const [web1, web2, w1, w2] = await startServerProcesses([
    { ...env, ROLES: 'web' },
    { ...env, ROLES: 'web' },
    { ...env, ROLES: 'worker', PLACSP_URL_643: host.headUrl('w1') },
    { ...env, ROLES: 'worker', PLACSP_URL_643: host.headUrl('w2') },
  ]);
  webs = [web1!, web2!];
  workers = { w1: w1!, w2: w2! };
  admin = await adminSession(databaseUrl, web1!.baseUrl);
}, 180_000);
afterAll(async () => {
  for (const p of [...webs, ...Object.values(workers)]) await p.stop();
  await mail?.close();
  await host?.close();
});

/** Asks every web process for /health until stopped: each answer's status, or 0 when none came. */
function watchWebs() {
  const answers: number[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      for (const web of webs)
        answers.push(
          await fetch(`${web.baseUrl}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    answers,
    async stop() {
      watching = false;
      await loop;
    },
  };
}

describe.skipIf(!onPostgres)('two web and two worker processes on one database (PostgreSQL 15)', () => {
  it('notifies and mails everyone once, never syncs twice at once, and survives a killed worker', async () => {
    const [web1, web2] = webs.map((w) => w.baseUrl) as [string, string];
    const watch = watchWebs();
    await runJob(web1, admin, 'placsp.sync', { feeds: ['643'] });
    await runJob(web2, admin, 'monitor.match');
    const watchers = await watchersSignUp([web1, web2], mail, 4, PUBLIC_URL);
    // Each web process keeps this search's answer; a worker process's sync must show in both.
    const fires = async (web: string) =>
      (
        await callApi<ProcurementSearchResponse>(
          web,
          'POST',
          '/v1/procurement/search',
          { searchTerms: 'incendios forestales' },
          admin,
        )
      ).metadata.total_results;
    expect([await fires(web1), await fires(web2)]).toEqual([1, 1]);

    // PLACSP publishes newer versions; two syncs are asked for at once, one through each web process.
    host.publish(newerPage());
    const held = host.holdNext();
    const runs = await Promise.all([
      startJob(web1, admin, 'placsp.sync', { feeds: ['643'] }),
      startJob(web2, admin, 'placsp.sync', { feeds: ['643'] }),
    ]);
    const syncing = await held.tag;
    await workers[syncing]!.kill('SIGKILL'); // mid-sync: it was waiting for PLACSP's page
    const survivor = Object.entries(workers).find(([tag]) => tag !== syncing)![1];

    for (const id of runs) await jobCompleted(web2, admin, 'placsp.sync', id, 90_000);
    expect([await fires(web1), await fires(web2)]).toEqual([2, 2]);
    await runJob(web1, admin, 'monitor.match');
    await expectEveryNotificationOnce(query, watchers);
    await runJob(web2, admin, 'mail.digest.daily');
    const { written, received } = await expectEveryMailOnce(query, mail, watchers);
    await watch.stop();

    // placsp.sync never ran twice at once: PLACSP never had two requests in flight, and no two
    // completed runs overlap in pg-boss's own records.
    expect(host.maxInFlight()).toBe(1);
    const syncs = await query<{ started: Date; completed: Date }>(
      `select started_on as started, completed_on as completed from pgboss.job
        where name = 'placsp.sync' and state = 'completed' order by started_on`,
    );
    expect(syncs).toHaveLength(3);
    for (let i = 1; i < syncs.length; i++) {
      expect(syncs[i]!.started.getTime()).toBeGreaterThanOrEqual(syncs[i - 1]!.completed.getTime());
    }
    // The web processes answered every /health all along; the surviving worker runs on.
    expect(watch.answers.length).toBeGreaterThan(0);
    expect(new Set(watch.answers)).toEqual(new Set([200]));
    expect(survivor.exitCode()).toBeNull();
    console.log(
      `[several processes] ${watchers.length} users, ${written} e-mails written, ${received} received; ` +
        `${watch.answers.length} /health answers, all 200; PLACSP requests by worker: ${host.requests.join(' ')}`,
    );
  }, 150_000);
});
