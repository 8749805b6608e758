import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Last run of each recurring job, so /health can tell whether the worker is alive. */
export const jobHeartbeats = pgTable('job_heartbeats', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
});
