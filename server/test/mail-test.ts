import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../db/client';
import { mailSendJob } from '../jobs/definitions/mail-send';
import type { JobContext } from '../jobs/job';
import { testConfig } from './app';
import { createTestDatabase } from './database';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

export interface MailTest {
  readonly db: Db;
  /** The loopback SMTP server the mail goes to. */
  readonly smtp: MailCatcher;
  /** What a job handler is given: the database, settings sending to `smtp`, a silent log. */
  readonly jobContext: JobContext;
  /** One run of the mail.send job: every message due is sent to `smtp`. */
  deliver(): Promise<unknown>;
}

/**
 * A test file's own database and SMTP receiver, opened before its tests and closed after them.
 * `settings` are added to the test configuration (e.g. PUBLIC_URL).
 */
export function mailTest(settings: Record<string, string> = {}): MailTest {
  let opened: { database: Database; smtp: MailCatcher; jobContext: JobContext } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const smtp = await startMailCatcher();
    const config = testConfig({ ...settings, SMTP_URL: smtp.url });
    opened = { database, smtp, jobContext: { db: database.db, config, log: pino({ level: 'silent' }) } };
  });
  afterAll(async () => {
    await opened?.smtp.close();
    await opened?.database.close();
  });
  const current = () => {
    if (!opened) throw new Error('mailTest: se usa antes de que beforeAll abra la base de datos');
    return opened;
  };
  return {
    get db() {
      return current().database.db;
    },
    get smtp() {
      return current().smtp;
    },
    get jobContext() {
      return current().jobContext;
    },
    deliver: () => mailSendJob.handler({}, current().jobContext),
  };
}
