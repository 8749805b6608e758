import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FEED_CODES, FEEDS, feedUrlSetting } from '../../common/feeds';
import { startPgCluster } from '../../server/harness/pg-cluster';
import { type ServerProcess, startServerProcess } from '../../server/harness/server-process';
import { percentile } from '../search/stats';
import { postmasterPid } from './cpu';

const ADMIN = { email: 'bench@licitaciones.test', password: 'bench-http-1' };

/** A running server with data, an account to sign in with, and what to stop afterwards. */
export interface Target {
  name: string;
  server: ServerProcess;
  postmaster: number | undefined;
  account: typeof ADMIN;
  stop(): Promise<void>;
}

/** As in production: no per-request logging below warnings, no test conveniences. */
const SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', LIMIT_SIGN_UP_PER_ADDRESS: '0' };

async function cli(script: string, args: string[], env: Record<string, string>) {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('server/cli', script), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    maxBuffer: 1 << 26,
  });
}

/** PostgreSQL 15 of its own with PLACSP's real pages imported (~2,000 tenders). */
export async function realPagesOnPostgres(placspDir: string, nodeArgs: string[]): Promise<Target> {
  const cluster = await startPgCluster();
  const env = { DATABASE_URL: cluster.url };
  await cli('import.ts', [placspDir], env);
  await cli('create-admin.ts', [ADMIN.email, ADMIN.password], env);
  const server = await startServerProcess({ ...SERVER_ENV, ...env }, { nodeArgs });
  return {
    name: 'PostgreSQL 15, páginas reales',
    server,
    postmaster: postmasterPid(cluster.dir),
    account: ADMIN,
    async stop() {
      await server.stop();
      await cluster.remove();
    },
  };
}

/** A database loaded by `npm run bench:search` (a million generated tenders), on its server. */
export async function searchBenchOnPostgres(
  databaseUrl: string,
  dataDir: string | undefined,
  nodeArgs: string[],
): Promise<Target> {
  const env = { DATABASE_URL: databaseUrl };
  await cli('create-admin.ts', [ADMIN.email, ADMIN.password], env);
  const server = await startServerProcess({ ...SERVER_ENV, ...env }, { nodeArgs });
  return {
    name: 'PostgreSQL 15, bench_search',
    server,
    postmaster: dataDir ? postmasterPid(dataDir) : undefined,
    account: ADMIN,
    stop: () => server.stop(),
  };
}

/** The embedded default as `npm start` runs it: PGlite, PLACSP out of reach, the demo set loaded. */
export async function demoOnPglite(nodeArgs: string[]): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-pglite-'));
  const env = { DATA_DIR: dataDir };
  await cli('create-admin.ts', [ADMIN.email, ADMIN.password], env);
  const server = await startServerProcess(
    {
      ...SERVER_ENV,
      ...env,
      LOG_LEVEL: 'info', // its "demonstration data loaded" line says when the set is in
      DEMO_DATA: 'auto',
      ...Object.fromEntries(FEED_CODES.map((feed) => [feedUrlSetting(feed), 'http://127.0.0.1:9/'])),
    },
    { nodeArgs },
  );
  const entries = FEED_CODES.reduce((n, feed) => n + FEEDS[feed].demoEntries, 0);
  console.log(`  cargando el conjunto de demostración (${entries} entradas)…`);
  // PGlite runs one statement at a time: how long a request waits while the set loads.
  const waits: number[] = [];
  while (!server.output().includes('demonstration data loaded')) {
    if (server.exitCode() !== null) throw new Error(`el servidor terminó:\n${server.output()}`);
    const start = performance.now();
    await fetch(`${server.baseUrl}/health`).catch(() => undefined);
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (waits.length)
    console.log(
      `  /health durante la carga: ${waits.length} peticiones, p50 ${Math.round(percentile(waits, 50))} ms, ` +
        `máx ${Math.round(Math.max(...waits))} ms`,
    );
  return {
    name: 'PGlite, demostración',
    server,
    postmaster: undefined,
    account: ADMIN,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
