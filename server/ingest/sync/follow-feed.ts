import { eq } from 'drizzle-orm';
import type { FeedCode } from '../../../common/feeds';
import type { Db } from '../../db/client';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import { feedState } from '../../db/schema';
import { removeDemoData } from '../demo/demo-data';
import { addCounts, importPage, type PageStats, tendersWritten } from '../import/import-page';
import { type ReadPage, readPage } from '../import/read-page';
import { fetchStream } from '../sources/page-sources';

/** Entries can be published a little out of order: walk back this much past the watermark. */
const SAFETY_MARGIN_MS = 60 * 60_000;

export interface SyncResult {
  feed: FeedCode;
  pages: number;
  newest: string | null;
  stats: Omit<PageStats, 'rejected'> & { rejected: number };
}

const pageAt = (url: string) => ({
  name: url,
  baseUrl: url,
  size: undefined,
  open: async () => (await fetchStream(url)).body,
});

/**
 * One live sync of a feed: reads the head page and follows `next` (older pages) until a page
 * is entirely older than what is stored, then imports what it read oldest first, so versions
 * are recorded in order. The watermark moves only after every page is stored; on failure it
 * stays, the error is recorded for /health, and the next run starts again from it.
 */
export async function followFeed(
  db: Db,
  feed: FeedCode,
  headUrl: string,
  maxPages: number,
): Promise<SyncResult> {
  const [state] = await db.select().from(feedState).where(eq(feedState.feed, feed));
  const watermark = state?.lastUpdated ? state.lastUpdated.getTime() - SAFETY_MARGIN_MS : null;
  try {
    const pages: ReadPage[] = [];
    let url: string | null = headUrl;
    while (url && pages.length < maxPages) {
      const page = await readPage(pageAt(url), feed);
      pages.push(page);
      const newestInPage = Math.max(
        ...page.entries.map((e) => Date.parse(e.updated)),
        ...page.tombstones.map((t) => Date.parse(t.when)),
      );
      if (watermark !== null && newestInPage < watermark) break;
      url = page.header?.links.next ?? null;
    }

    // Real tenders are in hand: the demonstration set goes before they are stored (generated
    // entry ids look like real ones and must not be taken for older versions of them).
    const demoRemoved = pages.some((p) => p.entries.length > 0) ? await removeDemoData(db) : 0;

    const stats = { new: 0, changed: 0, unchanged: 0, deleted: 0, duplicates: 0, rejected: 0 };
    for (const page of pages.reverse()) {
      const s = await importPage(db, page);
      addCounts(stats, s);
      stats.rejected += s.rejected.length;
    }
    await refreshPlannerStatistics(db, demoRemoved + tendersWritten(stats));
    const updates = pages.flatMap((p) => p.entries.map((e) => e.updated)).sort();
    const newest = updates.at(-1) ?? null;
    const lastUpdated =
      newest && (!state?.lastUpdated || new Date(newest) > state.lastUpdated)
        ? new Date(newest)
        : (state?.lastUpdated ?? null);
    const result: SyncResult = { feed, pages: pages.length, newest, stats };
    await saveState(db, feed, { lastUpdated, lastSuccessAt: new Date(), lastError: null, lastRun: result });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await saveState(db, feed, { lastErrorAt: new Date(), lastError: message.slice(0, 1000) });
    throw err;
  }
}

async function saveState(db: Db, feed: FeedCode, values: Partial<typeof feedState.$inferInsert>) {
  await db
    .insert(feedState)
    .values({ feed, ...values })
    .onConflictDoUpdate({ target: feedState.feed, set: values });
}
