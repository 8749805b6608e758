import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Last run of each recurring job, so /health can tell whether the worker is alive. */
export const jobHeartbeats = pgTable('job_heartbeats', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
});

/**
 * Fixed-window counters shared by every web process: sign-in attempts and the signed-out
 * mail limits. A key's window restarts on the first hit after `resets_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Keys the server signs links with (the private calendar and feed tokens, one-click unsubscribe),
 * created once at first use and shared by every process.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the generation of the searchable data, bumped with every change to what a tender
 * search can find (server/db/data-generation.ts). Search answers are cached per generation.
 */
export const dataGeneration = pgTable('data_generation', {
  id: integer('id').primaryKey(),
  n: integer('n').notNull(),
});
