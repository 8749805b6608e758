import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProcurementSearchResponse } from '../../common/api/procurement-search';
import { type PgCluster, queryOnce, startPgCluster } from '../harness/pg-cluster';
import { buildApp } from '../http/app';
import { testConfig } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { createTender } from '../test/tender-factories';
import { type Database, openDatabase } from './client';

// The search answer cache behind a real PostgreSQL 15 streaming replica that lags behind.
const onPostgres = inject('testDatabase').kind === 'postgres';

let primary: PgCluster;
let replica: PgCluster;
let database: Database;
let app: FastifyInstance;
let headers: AuthHeaders;

/** Waits (up to a minute) until `done` holds: replication takes its time. */
async function eventually(done: () => Promise<boolean>) {
  for (let i = 0; i < 600 && !(await done()); i++) await sleep(100);
  expect(await done()).toBe(true);
}

const generationOn = async (url: string) =>
  (await queryOnce<{ n: number }>(url, 'select n from data_generation'))[0]!.n;

async function searchTitles(words: string): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms: words },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProcurementSearchResponse).results.map((tender) => tender.title).sort();
}

beforeAll(async () => {
  if (!onPostgres) return;
  primary = await startPgCluster();
  replica = await primary.startReplica();
  const config = testConfig({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url });
  database = await openDatabase(config);
  await database.migrate();
  app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  headers = await signInAs(app, await createUser(database.db));
  await createTender(database.db, { title: 'Limpieza del puerto deportivo' });
  const stored = await generationOn(primary.url);
  await eventually(async () => (await generationOn(replica.url)) === stored);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await replica?.remove();
  await primary?.remove();
});

describe.runIf(onPostgres)('search answer cache with a lagging replica', () => {
  it('keeps no answer a replica gave before replaying the newest generation', async () => {
    expect(await searchTitles('puerto')).toEqual(['Limpieza del puerto deportivo']);

    await queryOnce(replica.url, 'select pg_wal_replay_pause()');
    await createTender(database.db, { title: 'Dragado del puerto pesquero' });
    // The primary is at the new generation; the replica's answer is older and must not be kept under it.
    expect(await searchTitles('puerto')).toEqual(['Limpieza del puerto deportivo']);

    await queryOnce(replica.url, 'select pg_wal_replay_resume()');
    const stored = await generationOn(primary.url);
    await eventually(async () => (await generationOn(replica.url)) === stored);
    expect(await searchTitles('puerto')).toEqual([
      'Dragado del puerto pesquero',
      'Limpieza del puerto deportivo',
    ]);
  });
});
