import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { poolSettings } from './pool-settings';
import { ReadPool, type ReplicaDown } from './read-pool';
import * as schema from './schema';

/** The Drizzle API both drivers share; domain code only ever sees this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What pg-boss needs from a database: run a text (possibly several statements) with values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Where search, tender, party, publication and CPV reads go: the replicas of DATABASE_READ_URL
   * when there are some, else `db`. What a user writes and reads back (alerts, follows, tags,
   * notifications, account) always uses `db`, so nobody waits for replication to see it.
   */
  read: Db;
  executor: SqlExecutor;
  migrate(): Promise<void>;
  /**
   * Runs `setUp` while no other process runs its own on this database. Processes started
   * together (web and worker roles) would otherwise create the same tables at once and deadlock.
   */
  setUpExclusively<T>(setUp: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

// count(*) and bigint ids fit in a double here; numeric (amounts) stays a string so no cent is lost.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite`. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  databaseReadUrls?: string[];
  dataDir: string;
  onConnectionError?: (err: Error) => void;
  onReplicaDown?: ReplicaDown;
}): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.onConnectionError, {
      urls: opts.databaseReadUrls ?? [],
      onReplicaDown: opts.onReplicaDown ?? (() => {}),
    });
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true }); // PGlite does not create the parent folder itself
  return fromPGlite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
}

/**
 * A pool that outlives PostgreSQL restarts: a connection that dies (terminated backend, server
 * stopped) emits 'error' on its client and the pool, which Node would otherwise turn into a crash.
 * The broken client is dropped and the next query opens a fresh one, so service resumes on its
 * own; queries meanwhile fail fast (connection refused, or the connect timeout) and are answered
 * 503 by the HTTP layer.
 */
export async function openPostgres(
  url: string,
  onConnectionError: (err: Error) => void = () => {},
  replicas: { urls: string[]; onReplicaDown: ReplicaDown } = { urls: [], onReplicaDown: () => {} },
): Promise<Database> {
  const pool = new pg.Pool(poolSettings(url));
  pool.on('error', onConnectionError); // an idle client lost its connection
  // A checked-out client (a transaction) that loses it also rejects its query, which reports it.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1'); // fail at boot, not at the first request
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const readPool = replicas.urls.length
    ? new ReadPool(replicas.urls, pool, replicas.onReplicaDown)
    : undefined;
  return {
    kind: 'postgres',
    db,
    read: readPool ? (drizzleNodePg(readPool as never, { schema }) as unknown as Db) : db,
    executor: { executeSql: (text, values) => pool.query(text, values) },
    migrate: () =>
      holdingSetUpLock(pool, (client) =>
        migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR }),
      ),
    setUpExclusively: (setUp) => holdingSetUpLock(pool, setUp),
    close: async () => {
      await readPool?.end();
      await pool.end();
    },
  };
}

/** Key of the advisory lock start-up work runs under: any constant, the same in every process. */
const SET_UP_LOCK = 7_421_017;

/** Runs `work` holding a session-level advisory lock; the lock's session is handed to it. */
async function holdingSetUpLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SET_UP_LOCK]);
    return await work(client);
  } finally {
    // Releasing the client with an error closes its session, which drops the lock with it.
    client.release(true);
  }
}

/**
 * Wraps an open PGlite. PGlite is one session: its query() and exec() wait for any open
 * transaction, so Drizzle transactions and pg-boss statements never interleave.
 */
export function fromPGlite(pglite: PGlite): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    read: db,
    executor: {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        // pg-boss sends multi-statement texts (BEGIN; …; COMMIT) without values; like pg,
        // answer with every result when there are several.
        const results = await pglite.exec(text);
        return results.length === 1 ? results[0]! : results;
      },
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One process at most opens a PGlite directory.
    setUpExclusively: (setUp) => setUp(),
    close: () => pglite.close(),
  };
}
