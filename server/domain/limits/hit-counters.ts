import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface HitCount {
  hits: number;
  resetsAt: Date;
}

const c = rateLimitCounters;
const windowOver: SQL = sql`${c.resetsAt} <= now()`;

/**
 * Counts one hit on each key and returns the counts after it, in one statement: concurrent
 * callers queue on the rows, so each sees a distinct count and none can slip past a limit.
 * A key's fixed window of `windowMs` starts with its first hit after the previous one ended.
 */
export async function countHits(db: Db, keys: string[], windowMs: number): Promise<Map<string, HitCount>> {
  // Sorted keys lock their rows in one order, so two callers never wait on each other.
  const sorted = [...new Set(keys)].sort();
  const resetsAt = sql`now() + make_interval(secs => ${windowMs / 1000}::double precision)`;
  const rows = await db
    .insert(c)
    .values(sorted.map((key) => ({ key, hits: 1, resetsAt })))
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${c.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${windowOver} THEN excluded.resets_at ELSE ${c.resetsAt} END`,
      },
    })
    .returning();
  return new Map(rows.map((r) => [r.key, { hits: r.hits, resetsAt: r.resetsAt }]));
}

/** Takes back one hit from each key still in its window (a hit that turned out legitimate). */
export async function refundHits(db: Db, keys: string[]): Promise<void> {
  await db
    .update(c)
    .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
    .where(and(inArray(c.key, keys), sql`${c.resetsAt} > now()`));
}

/** Drops the counters whose window is over (the next hit would start afresh anyway). */
export async function pruneHitCounters(db: Db): Promise<number> {
  const gone = await db.delete(c).where(windowOver).returning({ key: c.key });
  return gone.length;
}
