import { z } from 'zod';
import { createFileStore } from '../../files/create-file-store';
import { syncBoe } from '../../ingest/boe/sync-boe';
import { defineJob } from '../job';
import { monitorMatchJob } from './monitor-match';

export const BOE_SYNC_JOB = 'boe.sync';

/**
 * The official bulletin's daily sync (publication days, BOE_SYNC_CRON): the day's summary, its
 * items in BOE_SECTIONS, stored as publications and documents. An unreachable BOE fails the job
 * (recorded in the source state, retried by pg-boss); then the monitor matches the new ones.
 */
export const boeSyncJob = defineJob({
  name: BOE_SYNC_JOB,
  payload: z.object({}).strict(),
  schedule: (config) => config.boe.syncCron,
  policy: 'singleton',
  // Catching up missed days: up to ten summaries and each of their items from the BOE.
  timeLimitSeconds: 30 * 60,
  async handler(_payload, { db, config, log, send }) {
    const result = await syncBoe({ db, files: createFileStore(config.documents), config });
    if (result.problems.length) log.warn({ problems: result.problems }, 'BOE items skipped');
    log.info({ ...result, problems: result.problems.length }, 'BOE synchronised');
    await send?.(monitorMatchJob, {});
  },
});
