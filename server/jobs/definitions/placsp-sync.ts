import { z } from 'zod';
import { FEED_CODES } from '../../../common/feeds';
import { resumeAbandonedImports } from '../../ingest/import/resume-imports';
import { followFeed } from '../../ingest/sync/follow-feed';
import { defineJob } from '../job';
import { monitorMatchJob } from './monitor-match';

export const PLACSP_SYNC_JOB = 'placsp.sync';

/**
 * Keeps the copy of PLACSP live: every run follows each feed back to what is stored. A feed
 * that cannot be reached fails the job (logged, retried by pg-boss, shown by /health) without
 * stopping the others or touching stored data.
 */
export const placspSyncJob = defineJob({
  name: PLACSP_SYNC_JOB,
  payload: z.object({ feeds: z.array(z.enum(FEED_CODES)).optional() }).strict(),
  schedule: (config) => config.placsp.syncCron,
  // A slow sync must not overlap the next scheduled one: both would walk and store the same pages.
  policy: 'singleton',
  // Up to PLACSP_SYNC_MAX_PAGES pages of each of three feeds from a remote that can be slow.
  timeLimitSeconds: 60 * 60,
  async handler(payload, { db, config, log, send }) {
    // An `npm run import` whose process died is finished first: its pages are older than the feeds'.
    await resumeAbandonedImports(db, log);
    const failures: string[] = [];
    for (const feed of payload.feeds ?? FEED_CODES) {
      try {
        const result = await followFeed(db, feed, config.placsp.feedUrls[feed], config.placsp.maxPages);
        log.info(result, 'PLACSP feed synchronised');
      } catch (err) {
        log.warn({ err, feed }, 'PLACSP feed could not be synchronised');
        failures.push(`${feed}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    // Even after a failed feed: the others' pages (and a failed one's first pages) are stored.
    await send?.(monitorMatchJob, {});
    if (failures.length) throw new Error(`Sincronización PLACSP fallida — ${failures.join(' | ')}`);
  },
});
