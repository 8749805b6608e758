import { z } from 'zod';
import { pruneHitCounters } from '../../domain/limits/hit-counters';
import { defineJob } from '../job';

export const RATE_LIMITS_PRUNE_JOB = 'rate-limits.prune';

/** Hourly: the counters of sign-in attempts and signed-out mail whose window is over are removed. */
export const rateLimitsPruneJob = defineJob({
  name: RATE_LIMITS_PRUNE_JOB,
  payload: z.object({}).strict(),
  schedule: () => '41 * * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const pruned = await pruneHitCounters(db);
    if (pruned) log.info({ pruned }, 'finished rate-limit windows removed');
  },
});
