import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = (...args: string[]) =>
  promisify(execFile)('bash', [path.join(ROOT, 'scripts/pg-throwaway.sh'), ...args], { cwd: ROOT });

/** A PostgreSQL 15 server of the test's own (scripts/pg-throwaway.sh), which it may stop and start. */
export interface PgCluster {
  /** postgres://…/postgres on the server's fixed port. */
  url: string;
  /** Its folder (the data directory is `<dir>/data`). */
  dir: string;
  /** A fast shutdown: every session is terminated (57P01), new connections are refused. */
  down(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  up(): Promise<void>;
  /** Ends every session but this call's own, as `select pg_terminate_backend(pid)` does. */
  terminateBackends(): Promise<number>;
  /** A streaming replica of this server (a hot standby on a port of its own). */
  startReplica(): Promise<PgCluster>;
  remove(): Promise<void>;
}

/** The variables a pg-throwaway.sh command exports. */
async function exported(...args: string[]): Promise<Record<string, string>> {
  const { stdout } = await run(...args);
  return Object.fromEntries([...stdout.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

export async function startPgCluster(): Promise<PgCluster> {
  const vars = await exported('start');
  return clusterAt(vars.PG_THROWAWAY_DIR!, vars.PG_THROWAWAY_URL!);
}

function clusterAt(dir: string, url: string): PgCluster {
  return {
    url,
    dir,
    down: async () => void (await run('down', dir)),
    up: async () => void (await run('up', dir)),
    async terminateBackends() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        return rows.length;
      } finally {
        await client.end();
      }
    },
    async startReplica() {
      const vars = await exported('replica', dir);
      return clusterAt(vars.PG_REPLICA_DIR!, vars.PG_REPLICA_URL!);
    },
    remove: async () => void (await run('stop', dir)),
  };
}

/** Runs one statement on its own connection (the app's pool may be down or the database restarting). */
export async function queryOnce<R>(url: string, text: string, values?: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `adminUrl` (the app migrates it when it starts). */
export async function createEmptyDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
