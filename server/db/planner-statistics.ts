import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';

/**
 * Share of the tenders that must have changed since the planner's statistics were taken before an
 * import takes them again: the share PostgreSQL's autovacuum uses. Below it the statistics still
 * describe the table well, and taking them reads a 30,000-row sample of each tender table, about
 * 2 s of the database's time on a million tenders, which every small sync paid.
 */
const STALE_SHARE = 0.1;

/**
 * Refreshes the statistics the planner uses for the tender tables, and their visibility map, when
 * an import's new, changed and deleted tenders (`changed`) are a large share of what the
 * statistics last counted. Without the statistics, right after a large import, the planner takes
 * the freshly filled table for a few rows and sorts all of it (reading every stored entry) instead
 * of walking the date index: the default search went from 0.3 ms to 16 ms on 1,300 real tenders.
 * Without the visibility map no search can answer from an index alone until autovacuum comes by:
 * after importing a generated history (half its entries update a stored tender), the uncached
 * search mix served 79 requests/s before VACUUM and 118 after. PGlite has no autovacuum, so there
 * neither would ever exist. Small imports leave them: the planner scales the counted rows to the
 * table's current size, and on PostgreSQL autovacuum refreshes both once enough small changes
 * add up.
 */
export async function refreshPlannerStatistics(db: Db, changed: number): Promise<void> {
  if (changed === 0) return;
  const [table] = await queryRows<{ rows: number }>(
    db,
    sql`select reltuples::float8 as rows from pg_class where oid = 'projects'::regclass`,
  );
  // A table never analysed counts -1 rows.
  if (!table || table.rows < 0 || changed >= STALE_SHARE * table.rows) {
    await db.execute(sql`vacuum (analyze) projects, lots, tender_results, parties`);
  }
}
