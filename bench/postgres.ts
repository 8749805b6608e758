import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { type Database, openPostgres } from '../server/db/client';

/**
 * Runs `run` against a throwaway PostgreSQL 15 (scripts/pg-throwaway.sh) unless
 * BENCH_DATABASE_URL names one. `keep` leaves the throwaway running and says how to reuse it.
 */
export async function withPostgres(
  run: (adminUrl: string) => Promise<void>,
  { keep = false, command }: { keep?: boolean; command: string },
): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  try {
    await run(env.PG_THROWAWAY_URL!);
  } finally {
    if (keep)
      console.log(
        `\nPostgreSQL sigue en marcha: BENCH_DATABASE_URL=${env.PG_THROWAWAY_URL} ${command} -- …\n` +
          `  para pararlo: bash scripts/pg-throwaway.sh stop ${env.PG_THROWAWAY_DIR}`,
      );
    else execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', env.PG_THROWAWAY_DIR!]);
  }
}

/** The database `name` on that server, created when missing. */
export async function benchDatabase(adminUrl: string, name: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}
