import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type Config, parseConfig } from '../config';
import type { Database } from '../db/client';
import { buildApp } from '../http/app';
import { type JobQueue, startJobQueue } from '../jobs/queue';
import { jobs } from '../jobs/registry';
import { createTestDatabase } from './database';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  queue: JobQueue | undefined;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    // TEST_LOG_LEVEL=error shows the server's own log of a failing request while debugging.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lic-test-data-')),
    APP_DIST_DIR: path.join(os.tmpdir(), 'lic-no-app-build'),
    // PLACSP's and the BOE's live hosts are unreachable here; tests that sync point them at a loopback server.
    PLACSP_SYNC_CRON: 'off',
    BOE_SYNC_CRON: 'off',
    DOCUMENT_FETCH_CRON: 'off',
    // Tests run the digests themselves; a test worker alive at 07:00 must not mail its users on its own.
    MAIL_DIGEST_DAILY_CRON: 'off',
    MAIL_DIGEST_WEEKLY_CRON: 'off',
    ...overrides,
  });
}

/**
 * The real HTTP app on a database of its own; call from beforeAll, close in afterAll.
 * `worker: true` also runs the job worker (e.g. to deliver e-mail to a test SMTP server);
 * `queue: true` only lets the app enqueue, so a test sees the jobs and runs them itself.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { worker?: boolean; queue?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig({ PUBLIC_URL: 'http://licitaciones.test', ...overrides });
  const database = await createTestDatabase();
  const logger = pino({ level: config.logLevel });
  const queue =
    opts.worker || opts.queue
      ? await startJobQueue({ database, config, log: logger, jobs, work: Boolean(opts.worker) })
      : undefined;
  const app = await buildApp({ config, database, logger, ...(queue ? { queue } : {}) });
  return {
    app,
    database,
    config,
    queue,
    async close() {
      await app.close();
      await queue?.stop();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type MailTestApp = TestApp & { mail: MailCatcher };

/** The test app with its worker delivering e-mail to a real SMTP receiver on loopback. */
export async function createMailTestApp(overrides: Record<string, string> = {}): Promise<MailTestApp> {
  const mail = await startMailCatcher();
  const t = await createTestApp({ SMTP_URL: mail.url, ...overrides }, { worker: true });
  return {
    ...t,
    mail,
    async close() {
      await t.close();
      await mail.close();
    },
  };
}
