import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AlertsResponse } from '../../common/api/alerts';
import type { ProcurementSearchResponse } from '../../common/api/procurement-search';
import { type PgCluster, queryOnce, startPgCluster } from '../harness/pg-cluster';
import { buildApp } from '../http/app';
import { testConfig } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { createTender } from '../test/tender-factories';
import { type Database, openDatabase } from './client';

// PostgreSQL 15 streaming replication for real: a primary and a hot standby of the test's own.
const onPostgres = inject('testDatabase').kind === 'postgres';

let primary: PgCluster;
let replica: PgCluster;
let database: Database;
let app: FastifyInstance;
let headers: AuthHeaders;
const replicaWarnings: string[] = [];

/** Waits (up to a minute) until `done` holds: replication and reconnection take their time. */
async function eventually(done: () => Promise<boolean>) {
  for (let i = 0; i < 600 && !(await done()); i++) await sleep(100);
  expect(await done()).toBe(true);
}

const replicaHas = async (title: string) =>
  (await queryOnce(replica.url, 'select 1 from projects where title = $1', [title])).length > 0;

async function searchTitles(words: string): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms: words },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProcurementSearchResponse).results.map((tender) => tender.title);
}

beforeAll(async () => {
  if (!onPostgres) return;
  primary = await startPgCluster();
  replica = await primary.startReplica();
  // Where reads go is tested here; the search answer cache (search-cache-replica.test.ts) would
  // answer repeated searches from memory.
  const config = testConfig({
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: replica.url,
    SEARCH_CACHE_MB: '0',
  });
  database = await openDatabase({
    ...config,
    onReplicaDown: ({ replica: host }) => replicaWarnings.push(host),
  });
  await database.migrate();
  app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  headers = await signInAs(app, await createUser(database.db));
  await createTender(database.db, { title: 'Limpieza del puerto deportivo' });
  await eventually(() => replicaHas('Limpieza del puerto deportivo'));
  // The stored tender's search fields are written after its row: wait until the replica finds it.
  await eventually(async () => (await searchTitles('puerto')).length === 1);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await replica?.remove();
  await primary?.remove();
});

describe.runIf(onPostgres)('read replicas (DATABASE_READ_URL, PostgreSQL 15 streaming replication)', () => {
  it('answer searches and tender pages from the replica, while what a user writes is read back from the primary', async () => {
    expect(await searchTitles('puerto')).toEqual(['Limpieza del puerto deportivo']);

    // With replay paused, the replica cannot know of a tender stored on the primary since.
    await queryOnce(replica.url, 'select pg_wal_replay_pause()');
    const unseen = await createTender(database.db, { title: 'Dragado del puerto pesquero' });
    expect(await searchTitles('puerto')).toEqual(['Limpieza del puerto deportivo']);
    const page = await app.inject({ method: 'GET', url: `/v1/procurement_projects/${unseen.id}`, headers });
    expect(page.statusCode).toBe(404);

    // An alert saved meanwhile is listed at once: alerts are read on the primary.
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers,
      payload: { name: 'Puertos', searchTerms: 'puerto', filters: { sources: ['placsp'] } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const alerts = await app.inject({ method: 'GET', url: '/v1/alerts', headers });
    expect((alerts.json() as AlertsResponse).alerts.map((alert) => alert.name)).toEqual(['Puertos']);

    await queryOnce(replica.url, 'select pg_wal_replay_resume()');
    await eventually(async () => (await searchTitles('puerto')).includes('Dragado del puerto pesquero'));
    expect(replicaWarnings).toEqual([]);
  });

  it('fall back to the primary with a warning while the replica is down, and return to it once it is back', async () => {
    await replica.down();
    const stored = await createTender(database.db, { title: 'Balizamiento del puerto' });
    expect(await searchTitles('balizamiento')).toEqual(['Balizamiento del puerto']);
    const page = await app.inject({ method: 'GET', url: `/v1/procurement_projects/${stored.id}`, headers });
    expect(page.statusCode).toBe(200);
    expect(replicaWarnings).toEqual([new URL(replica.url).host]);

    await replica.up();
    await eventually(() => replicaHas('Balizamiento del puerto'));
    // Paused again, the replica shows itself: a tender it has not replayed is missing from answers.
    await queryOnce(replica.url, 'select pg_wal_replay_pause()');
    await createTender(database.db, { title: 'Vigilancia del puerto' });
    await eventually(async () => (await searchTitles('vigilancia')).length === 0);
    await queryOnce(replica.url, 'select pg_wal_replay_resume()');
  });
});
