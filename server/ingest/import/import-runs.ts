import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FeedCode } from '../../../common/feeds';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema';

/** A run that has not stored a page for this long has lost its process: the live sync finishes it. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

const isUrl = (target: string) => /^https?:\/\//i.test(target);

/** Records a new import of `target` (a path made absolute, so a worker can open it again). */
export async function startImportRun(
  db: Db,
  target: string,
  feed: FeedCode | undefined,
  pagesTotal: number,
): Promise<number> {
  const [run] = await db
    .insert(importRuns)
    .values({ target: isUrl(target) ? target : path.resolve(target), feed: feed ?? null, pagesTotal })
    .returning({ id: importRuns.id });
  return run!.id;
}

/** A page is stored (in its own transaction, just before): the run moves past it. */
export async function recordPageImported(db: Db, runId: number, page: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ pagesDone: sql`${importRuns.pagesDone} + 1`, lastPage: page, heartbeatAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

export async function endImportRun(db: Db, runId: number, error?: string): Promise<void> {
  await db
    .update(importRuns)
    .set(
      error === undefined ? { finishedAt: sql`now()`, lastError: null } : { lastError: error.slice(0, 1000) },
    )
    .where(eq(importRuns.id, runId));
}
