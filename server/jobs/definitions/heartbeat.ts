import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobHeartbeats } from '../../db/schema';
import { defineJob } from '../job';

export const HEARTBEAT_JOB = 'system.heartbeat';

/** Proves the worker consumes jobs: each run stamps its time, which /health reports. */
export const heartbeatJob = defineJob({
  name: HEARTBEAT_JOB,
  payload: z.object({}).strict(),
  schedule: (config) => config.heartbeatCron,
  async handler(_payload, { db }) {
    await db
      .insert(jobHeartbeats)
      .values({ name: HEARTBEAT_JOB, lastRunAt: new Date(), runs: 1 })
      .onConflictDoUpdate({
        target: jobHeartbeats.name,
        set: { lastRunAt: new Date(), runs: sql`${jobHeartbeats.runs} + 1` },
      });
  },
});
