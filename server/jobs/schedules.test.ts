import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { BOE_SYNC_JOB, boeSyncJob } from './definitions/boe-sync';
import { MAIL_DIGEST_DAILY_JOB, mailDigestDailyJob } from './definitions/mail-digest-daily';
import { PLACSP_SYNC_JOB, placspSyncJob } from './definitions/placsp-sync';
import { startJobQueue } from './queue';

const jobs = [placspSyncJob, boeSyncJob, mailDigestDailyJob];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Starts a worker with these settings on the shared database, stops it, and returns the stored schedules. */
async function schedulesAfterStart(env: Record<string, string>) {
  const queue = await startJobQueue({
    database,
    config: testConfig(env),
    log: pino({ level: 'silent' }),
    jobs,
    work: true,
  });
  try {
    const schedules = await queue.boss.getSchedules();
    return Object.fromEntries(schedules.map((s) => [s.name, s.cron]));
  } finally {
    await queue.stop();
  }
}

describe('schedules follow the configuration of each start', () => {
  it('stores the configured crons, removes those turned off and replaces changed ones', async () => {
    const on = {
      PLACSP_SYNC_CRON: '*/15 * * * *',
      BOE_SYNC_CRON: '0 9 * * 1-6',
      MAIL_DIGEST_DAILY_CRON: '0 7 * * *',
    };
    expect(await schedulesAfterStart(on)).toEqual({
      [PLACSP_SYNC_JOB]: '*/15 * * * *',
      [BOE_SYNC_JOB]: '0 9 * * 1-6',
      [MAIL_DIGEST_DAILY_JOB]: '0 7 * * *',
    });

    const off = { PLACSP_SYNC_CRON: 'off', BOE_SYNC_CRON: 'off', MAIL_DIGEST_DAILY_CRON: 'off' };
    expect(await schedulesAfterStart(off)).toEqual({});

    const changed = {
      PLACSP_SYNC_CRON: '*/5 * * * *',
      BOE_SYNC_CRON: 'off',
      MAIL_DIGEST_DAILY_CRON: '30 6 * * *',
    };
    expect(await schedulesAfterStart(changed)).toEqual({
      [PLACSP_SYNC_JOB]: '*/5 * * * *',
      [MAIL_DIGEST_DAILY_JOB]: '30 6 * * *',
    });
  });
});
