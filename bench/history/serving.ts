import { spawnSync } from 'node:child_process';
import { startServerProcess } from '../../server/harness/server-process';

/** Seconds from starting `server/main.ts` (web and worker, production settings) to its first answer. */
export async function startUpSeconds(url: string): Promise<number> {
  const start = performance.now();
  const server = await startServerProcess({ DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const seconds = (performance.now() - start) / 1000;
  await server.stop();
  return seconds;
}

/**
 * Runs another benchmark on this database, as its own command would (bench:http's `search`
 * target and bench:analytics read it from BENCH_SEARCH_URL), printing what it prints.
 */
export function runBench(script: string, args: string[], url: string, postgresDir: string | undefined): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SEARCH_URL: url, ...(postgresDir ? { BENCH_SEARCH_DIR: postgresDir } : {}) },
  });
  if (result.status !== 0) throw new Error(`${script} terminó con ${result.status ?? result.signal}`);
}
