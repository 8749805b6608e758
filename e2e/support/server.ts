import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { freePort } from '../../server/harness/free-port';
import { loadReferenceData } from '../../server/ingest/reference-data';
import { sharedPath } from '../../server/test/shared-data';
import { startSmtpReceiver } from './smtp-receiver';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist/app');
const START_TIMEOUT_MS = 90_000;
const CONTACT_EMAIL = 'contacto@licitaciones.test';
export const ADMIN = { email: 'admin@licitaciones.test', password: 'admin-e2e-1' };
/** The real PLACSP pages (1,298 tenders the search tests run on). */
export const PLACSP_PAGES = sharedPath('placsp');

/** What a test needs to talk to a running server and read the e-mail it sent. */
export interface ServerUnderTest {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Every e-mail the server sent, one .eml file each, as the SMTP receiver got it (support/mailbox.ts). */
  mailDir: string;
  /** The server's CONTACT_EMAIL. */
  contactEmail: string;
  /** An admin account created on the server's database before it started. */
  admin: { email: string; password: string };
}

export interface RunningServer extends ServerUnderTest {
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Import the real PLACSP pages before starting (the shared server); otherwise no tenders. */
  importRealPages: boolean;
  /** Extra environment, e.g. PLACSP_URL_643 pointing at a loopback feed. */
  env?: Record<string, string>;
  /** Command-line scripts (path, arguments) run on the database after the import, before the start. */
  steps?: [string, ...string[]][];
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * A data folder whose embedded database is migrated and empty, made once per run (global-setup.ts)
 * and copied by every server, which then starts from the schema instead of migrating from nothing
 * (the slowest part of a server's start). Once the run's shared server has copied it and loaded the
 * CPV catalogue on its first start, as `npm start` does, `addCatalogue` loads the same catalogue
 * into the folder, so that the other servers skip that load too.
 */
export async function migratedDataDir(): Promise<{
  dir: string;
  addCatalogue(): Promise<void>;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'licitaciones-e2e-migrated-'));
  const withDatabase = async (work: (database: Database) => Promise<unknown>) => {
    const database = await openDatabase({ dataDir: dir });
    await work(database);
    await database.close();
  };
  await withDatabase((database) => database.migrate());
  return {
    dir,
    // What a server's start loads (server/main.ts), with the shipped catalogue.
    addCatalogue: () =>
      withDatabase((database) =>
        loadReferenceData(database.db, { referenceDir: undefined }, pino({ level: 'warn' })),
      ),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A real SMTP receiver and the real server (web and worker, a copy of the run's migrated database
 * with one admin account, the built app) delivering its e-mail to it. Each call is a server of its
 * own, with its own data and mail folders.
 */
export async function startServer(
  options: ServerOptions,
  migrated = inject('migratedDataDir'),
): Promise<RunningServer> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/app is not built: run `npx vite build` first (scripts/e2e.sh does it for you).');
  }
  const tempDir = await mkdtemp(path.join(tmpdir(), 'licitaciones-e2e-'));
  const dataDir = path.join(tempDir, 'data');
  await cp(migrated, dataDir, { recursive: true });
  const mailDir = path.join(tempDir, 'mail');
  const smtp = await startSmtpReceiver(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_DIST_DIR: DIST,
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: CONTACT_EMAIL,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    // PLACSP's and the BOE's live hosts are unreachable here: no scheduled syncs, no generated demo set.
    PLACSP_SYNC_CRON: 'off',
    BOE_SYNC_CRON: 'off',
    DEMO_DATA: 'off',
    // Every browser test signs up and writes from 127.0.0.1: per-address mail limits off (server tests cover them).
    LIMIT_SIGN_UP_PER_ADDRESS: '0',
    LIMIT_PASSWORD_RESET_PER_ADDRESS: '0',
    LIMIT_CONTACT_PER_ADDRESS: '0',
    ...options.env,
  };

  const cleanUp = async () => {
    await smtp.close();
    await rm(tempDir, { recursive: true, force: true });
  };

  // The embedded database admits one process at a time: the admin is created, and the data
  // imported, one command after another before the server opens it.
  const steps: [string, ...string[]][] = [
    ['server/cli/create-admin.ts', ADMIN.email, ADMIN.password],
    ...(options.importRealPages ? [['server/cli/import.ts', PLACSP_PAGES] as [string, string]] : []),
    ...(options.steps ?? []),
  ];
  for (const [script, ...args] of steps) {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch(async (error: unknown) => {
      await cleanUp();
      throw error;
    });
  }

  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the failure message; warnings also reach the terminal as they happen.
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    server.kill('SIGKILL');
    await cleanUp();
    throw error;
  }

  return {
    baseUrl,
    mailDir,
    contactEmail: CONTACT_EMAIL,
    admin: ADMIN,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const timeout = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timeout);
      }
      await cleanUp();
    },
  };
}
