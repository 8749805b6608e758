import { type SQL, sql } from 'drizzle-orm';

/**
 * How recent (source `updated`, against when the importer recorded it) a new tender or award
 * must be to notify alerts and followed parties. Importing history — a yearly archive, a first
 * load of a database, catching up a feed — records every old tender as "new": without this
 * rule one import would flood every inbox with years-old tenders. The live sync sees entries
 * PLACSP touched in the last minutes or days, so 30 days keeps all of them, and also a sync
 * that resumes after a long outage. Changes of a followed tender are not limited: only its
 * followers hear of them, and only of versions newer than what was stored.
 */
export const RECENT_DAYS = 30;

/** `updated` (a source timestamp) is recent for an event recorded at `recordedAt`. */
export const isRecent = (updated: SQL, recordedAt: SQL) =>
  sql`${updated} >= ${recordedAt} - make_interval(days => ${RECENT_DAYS})`;

/** The batch being matched: a temporary table of pending events, dropped at commit. */
export const BATCH_EVENTS = sql.raw('monitor_events');
