import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { type Database, openPostgres } from '../server/db/client';

/**
 * Runs `run` against a throwaway PostgreSQL 15 (scripts/pg-throwaway.sh) unless
 * BENCH_DATABASE_URL names one (with BENCH_POSTGRES_DIR, its pg-throwaway.sh folder, when it is
 * one). `run` gets the server's folder when known, to read its CPU or restart it. `keep` leaves the
 * throwaway running and says how to reuse it.
 */
export async function withPostgres(
  run: (adminUrl: string, dir: string | undefined) => Promise<void>,
  { keep = false, command }: { keep?: boolean; command: string },
): Promise<void> {
  if (process.env.BENCH_DATABASE_URL)
    return run(process.env.BENCH_DATABASE_URL, process.env.BENCH_POSTGRES_DIR);
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  try {
    await run(env.PG_THROWAWAY_URL!, env.PG_THROWAWAY_DIR!);
  } finally {
    if (keep)
      console.log(
        `\nPostgreSQL sigue en marcha: BENCH_DATABASE_URL=${env.PG_THROWAWAY_URL} BENCH_POSTGRES_DIR=${env.PG_THROWAWAY_DIR} ${command} -- …\n` +
          `  para pararlo: bash scripts/pg-throwaway.sh stop ${env.PG_THROWAWAY_DIR}`,
      );
    else execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', env.PG_THROWAWAY_DIR!]);
  }
}

/** One statement on its own connection to `url` (a database, or the server's admin one). */
export async function runStatement(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return Boolean(
    (await runStatement(adminUrl, 'select 1 from pg_database where datname = $1', [name])).rowCount,
  );
}

/** The database `name` on that server, created when missing. */
export async function benchDatabase(adminUrl: string, name: string): Promise<Database> {
  if (!(await databaseExists(adminUrl, name))) await runStatement(adminUrl, `create database ${name}`);
  return openPostgres(databaseUrl(adminUrl, name));
}

export async function renameDatabase(adminUrl: string, from: string, to: string): Promise<void> {
  await runStatement(adminUrl, `alter database ${from} rename to ${to}`);
}

/** The URL of the database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runStatement(adminUrl, `drop database if exists ${name} with (force)`);
}
