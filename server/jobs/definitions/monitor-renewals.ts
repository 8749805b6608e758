import { z } from 'zod';
import { matchRenewals } from '../../monitor/match-renewals';
import { defineJob } from '../job';

export const MONITOR_RENEWALS_JOB = 'monitor.renewals';

/**
 * The renewal alerts, every morning at 06:30 Madrid: contracts come within an alert's months as
 * days pass, not only when an import stores them; before the 07:00 daily digest, which then
 * carries what came within a window that day.
 */
export const monitorRenewalsJob = defineJob({
  name: MONITOR_RENEWALS_JOB,
  payload: z.object({}).strict(),
  schedule: () => '30 6 * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const result = await matchRenewals(db);
    if (result.failures.length)
      log.warn(
        { failedAlerts: result.failures },
        'renewal alerts whose search failed were skipped and flagged',
      );
    if (result.notifications)
      log.info({ created: result.notifications }, 'renewal alert notifications created');
  },
});
