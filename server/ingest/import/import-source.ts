import type { FeedCode } from '../../../common/feeds';
import type { Db } from '../../db/client';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import type { Rejection } from '../../db/tender-data';
import { openPageSource } from '../sources/page-sources';
import { buildDeferredIndexes, deferIndexes, isFirstLoad } from './deferred-indexes';
import { entryStatements } from './entry-statements';
import { addCounts, importPage, tendersWritten } from './import-page';
import { endImportRun, recordPageImported, startImportRun } from './import-runs';
import { readPage } from './read-page';

export interface ImportSummary {
  pages: number;
  /** Entries and tombstones read, as published. */
  items: number;
  new: number;
  changed: number;
  unchanged: number;
  deleted: number;
  duplicates: number;
  rejected: (Rejection & { page: string })[];
  /** Pages that could not be read at all (truncated, not XML): nothing of them was stored. */
  failedPages: { page: string; error: string }[];
  /** Indexes a first load left out while storing its pages and built at its end. */
  indexesBuilt: number;
}

export interface ImportProgress {
  page: string;
  pagesDone: number;
  pagesTotal: number;
  items: number;
  /** Bytes of the pages done, and of all pages when every size is known. */
  bytesDone: number;
  bytesTotal: number | undefined;
}

/** Pages parsed ahead of the one being stored. */
const READ_AHEAD = 2;

/**
 * Imports a page, a folder, a zip archive or a URL, page by page, oldest first. `feed` is
 * only needed for pages that do not name their channel.
 */
export async function importSource(
  db: Db,
  target: string,
  opts: {
    feed?: FeedCode;
    onProgress?: (p: ImportProgress) => void;
    /** Record the run, so a live sync finishes it if this process dies (`npm run import`). */
    record?: boolean;
    /** Continue a recorded run after the last page it stored. */
    resume?: { runId: number; after: string | null };
  } = {},
): Promise<ImportSummary> {
  const source = await openPageSource(target);
  const runId =
    opts.resume?.runId ??
    (opts.record ? await startImportRun(db, target, opts.feed, source.pages.length) : null);
  // Only a recorded run defers indexes: if it dies, whoever finishes it builds them.
  if (runId !== null && !opts.resume && (await isFirstLoad(db, source.pages.length)))
    await deferIndexes(db, runId);
  // Pages are in a stable order (oldest first): a resumed run starts after the last one stored.
  const firstPage = opts.resume?.after ? source.pages.findIndex((p) => p.name === opts.resume!.after) + 1 : 0;
  const summary: ImportSummary = {
    pages: 0,
    items: 0,
    new: 0,
    changed: 0,
    unchanged: 0,
    deleted: 0,
    duplicates: 0,
    rejected: [],
    failedPages: [],
    indexesBuilt: 0,
  };
  const sizes = source.pages.map((p) => p.size);
  const bytesTotal = sizes.every((s) => s !== undefined)
    ? sizes.reduce<number>((a, s) => a + (s ?? 0), 0)
    : undefined;
  let bytesDone = 0;
  // A page that cannot be read is reported and skipped; a failure while storing is a bug
  // or an outage and stops the import (the page's transaction has rolled back).
  // A page's statements are built as soon as it is read, while earlier pages are being stored:
  // only the statements that depend on what is stored are left for its turn.
  const readSafely = (page: (typeof source.pages)[number]) =>
    readPage(page, opts.feed).then(
      async (read) => ({ read, statements: await entryStatements(read.entries), error: null }),
      (err: unknown) => ({
        read: null,
        statements: undefined,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
  // Pages are parsed while earlier ones are being stored (the database works on the other core,
  // so reading and writing overlap instead of taking turns), one at a time, in order, up to
  // READ_AHEAD pages beyond the one being stored: a page slow to parse and one slow to store
  // even out instead of each making the other side wait.
  const reads = new Map<number, ReturnType<typeof readSafely>>();
  let queued = 0;
  let lastRead: Promise<unknown> = Promise.resolve();
  const readUpTo = (last: number) => {
    for (; queued <= last && queued < source.pages.length; queued++) {
      const page = source.pages[queued]!;
      const read = lastRead.then(() => readSafely(page));
      reads.set(queued, read);
      lastRead = read;
    }
  };
  try {
    for (const [index, page] of source.pages.entries()) {
      if (index < firstPage) continue;
      if (queued < firstPage) queued = firstPage;
      readUpTo(index + READ_AHEAD);
      const { read, statements, error } = await reads.get(index)!;
      reads.delete(index);
      if (error !== null) summary.failedPages.push({ page: page.name, error });
      if (read) {
        const stats = await importPage(db, read, statements);
        summary.pages++;
        summary.items += read.items;
        addCounts(summary, stats);
        summary.rejected.push(...stats.rejected.map((r) => ({ ...r, page: page.name })));
      }
      if (runId !== null) await recordPageImported(db, runId, page.name);
      bytesDone += page.size ?? 0;
      opts.onProgress?.({
        page: page.name,
        pagesDone: summary.pages + summary.failedPages.length,
        pagesTotal: source.pages.length,
        items: summary.items,
        bytesDone,
        bytesTotal,
      });
    }
  } catch (err) {
    if (runId !== null)
      await endImportRun(db, runId, err instanceof Error ? err.message : String(err)).catch(() => {});
    throw err;
  } finally {
    await source.close();
  }
  if (runId !== null) {
    summary.indexesBuilt = await buildDeferredIndexes(db, runId);
    await endImportRun(db, runId);
  }
  await refreshPlannerStatistics(db, tendersWritten(summary));
  return summary;
}
