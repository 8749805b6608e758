import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;

/** One real `server/main.ts` process (the production entry point), started by a test. */
export interface ServerProcess {
  /** http://127.0.0.1:port — answers only when the process has the web role. */
  baseUrl: string;
  /** Its operating-system process id (benchmarks read its CPU time). */
  pid: number;
  /** Everything it wrote to stdout and stderr (JSON log lines). */
  output(): string;
  /** Its exit code, or null while it runs. */
  exitCode(): number | null;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful stop) and its data folder removed. */
  stop(): Promise<void>;
}

/** The environment of a test's server process: quiet schedules, no remote hosts, JSON logs. */
function baseEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    APP_DIST_DIR: path.join(os.tmpdir(), 'lic-no-app-build'),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    PLACSP_SYNC_CRON: 'off',
    BOE_SYNC_CRON: 'off',
    MAIL_DIGEST_DAILY_CRON: 'off',
    MAIL_DIGEST_WEEKLY_CRON: 'off',
    DEMO_DATA: 'off',
    // Every sign-up of a test comes from 127.0.0.1.
    LIMIT_SIGN_UP_PER_ADDRESS: '0',
  };
}

/**
 * Starts `node --import tsx server/main.ts` with `env` (DATABASE_URL, ROLES…) and waits until it
 * is ready (`nodeArgs` go to node, e.g. `--cpu-prof`): a web process answers /health, a worker-only one has logged that its worker started.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lic-process-'));
  const args = [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...baseEnv(port, dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const web = (env.ROLES ?? 'web,worker').includes('web');

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server/main.ts was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    if (web ? await answers(`${baseUrl}/health`) : output.includes('job worker started')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    exitCode: () => child.exitCode,
    kill,
    async stop() {
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts several processes together; if one cannot start, the others are stopped before failing. */
export async function startServerProcesses(envs: Record<string, string>[]): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(envs.map((env) => startServerProcess(env)));
  const failed = started.find((s) => s.status === 'rejected');
  if (!failed) return started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
  for (const s of started) if (s.status === 'fulfilled') await s.value.stop();
  throw failed.reason;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Runs one of the command-line tools (server/cli) against `databaseUrl`, e.g. create-admin.ts. */
export async function runCli(script: string, args: string[], databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('server/cli', script), ...args],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  return stdout;
}
