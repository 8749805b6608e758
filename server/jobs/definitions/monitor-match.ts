import { z } from 'zod';
import { matchPendingEvents } from '../../monitor/match-events';
import { defineJob } from '../job';

export const MONITOR_MATCH_JOB = 'monitor.match';

/**
 * Turns the importer's events into notifications (server/monitor). Enqueued by the sync as
 * soon as it stored pages; the schedule picks up what anything else imported (`npm run import`
 * writes events without a worker) within a minute. Singleton: two runs would only wait on each
 * other's rows.
 */
export const monitorMatchJob = defineJob({
  name: MONITOR_MATCH_JOB,
  payload: z.object({}).strict(),
  schedule: () => '* * * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const totals = await matchPendingEvents(db);
    if (totals.failedAlerts.length)
      log.warn({ failedAlerts: totals.failedAlerts }, 'alerts whose search failed were skipped and flagged');
    if (totals.events) log.info(totals, 'events matched into notifications');
  },
});
