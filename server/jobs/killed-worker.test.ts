import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editEntry, pageXml, readRealPage } from '../../e2e/support/placsp-entries';
import { type Database, openPostgres } from '../db/client';
import { createEmptyDatabase } from '../harness/pg-cluster';
import { type ServerProcess, startServerProcess } from '../harness/server-process';
import { testConfig } from '../test/app';
import { type PlacspHost, startPlacspHost } from '../test/placsp-host';
import { PLACSP_SYNC_JOB, placspSyncJob } from './definitions/placsp-sync';
import { type JobQueue, startJobQueue } from './queue';

// Real worker processes on a PostgreSQL database of their own; PGlite admits one process only.
const target = inject('testDatabase');
const onPostgres = target.kind === 'postgres';

let host: PlacspHost;
let databaseUrl: string;
let database: Database;
let queue: JobQueue;
const workers: ServerProcess[] = [];

const startWorker = async (tag: string) => {
  const worker = await startServerProcess({
    DATABASE_URL: databaseUrl,
    ROLES: 'worker',
    PLACSP_URL_643: host.headUrl(tag),
  });
  workers.push(worker);
  return worker;
};

beforeAll(async () => {
  if (!onPostgres) return;
  host = await startPlacspHost();
  const real = readRealPage('placsp-atom-licitaciones.xml');
  host.publish(
    pageXml(real.header, { entries: real.entries.map((e) => editEntry(e, { updated: new Date() })) }),
  );
  databaseUrl = await createEmptyDatabase(target.adminUrl, `lic_killed_${randomBytes(4).toString('hex')}`);
  database = await openPostgres(databaseUrl);
  await database.migrate();
  // The test only enqueues (no worker of its own): the child processes run the job.
  queue = await startJobQueue({
    database,
    config: testConfig(),
    log: pino({ level: 'silent' }),
    jobs: [placspSyncJob],
    work: false,
  });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await queue?.stop();
  await database?.close();
  await host?.close();
});

describe.skipIf(!onPostgres)('a worker killed mid-job (PostgreSQL 15, real worker processes)', () => {
  it('has its job picked up by another worker within a minute, not at the 15-minute expiry', async () => {
    const first = await startWorker('first');
    const held = host.holdNext();
    const jobId = await queue.send(placspSyncJob, { feeds: ['643'] });
    expect(await held.tag).toBe('first'); // the first worker is now mid-sync, waiting on PLACSP
    const second = await startWorker('second');

    await first.kill('SIGKILL');
    const killedAt = Date.now();
    await expect.poll(() => host.requests.includes('second'), { timeout: 60_000, interval: 250 }).toBe(true);
    const pickedUpAfter = (Date.now() - killedAt) / 1000;
    console.log(
      `[killed worker] the job was picked up by another worker ${pickedUpAfter.toFixed(1)} s after the kill`,
    );

    const job = () => queue.boss.getJobById(PLACSP_SYNC_JOB, jobId!);
    await expect.poll(async () => (await job())?.state, { timeout: 30_000, interval: 250 }).toBe('completed');
    expect((await job())?.retryCount).toBe(1); // the killed run, then the one that completed
    expect(second.exitCode()).toBeNull();
    expect(host.maxInFlight()).toBe(1);
  }, 150_000);
});
