import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { madridToday } from '../../common/calendar';
import type { Db } from '../db/client';
import { tenderDocuments } from '../db/schema';
import { countHits } from '../domain/limits/hit-counters';
import { matchDocumentAlerts } from '../monitor/match-document-alerts';
import { notifyDocumentChanges } from './changes/notify-document-changes';
import { type DocumentFetchDeps, fetchDocument } from './fetch-document';
import { DEFAULT_ZIP_LIMITS } from './read/read-document';
import { READ_TIMEOUT_MS, type ReadLimits, readStoredDocument } from './read-stored-document';
import { refreshTenderEligibility } from './refresh-eligibility';
import { syncDocumentLinks } from './sync-document-links';

/** How long a fetched copy stands before we ask the server (conditionally) whether it changed. */
const RECHECK_MS = 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

export interface TenderFetchResult {
  fetched: number;
  /** The day's budget ran out before every due document was fetched. */
  overBudget: boolean;
}

/** The tender's documents its entry still links (a removed link's row is kept, not fetched). */
const linkedBy = (projectId: number) =>
  and(eq(tenderDocuments.projectId, projectId), isNull(tenderDocuments.removedAt));

/**
 * Fetches what is due of one tender's documents: pending ones whose retry time has come, and
 * fetched ones not checked for a day. Each download counts against the day's budget (Madrid
 * day, counted atomically across workers); when it runs out the rest waits for tomorrow. What was
 * fetched is then read, and the tender's eligibility facts take in what its pliego says.
 */
export async function fetchTenderDocuments(
  db: Db,
  deps: DocumentFetchDeps & { dailyBudget: number; readTimeoutMs?: number },
  projectId: number,
): Promise<TenderFetchResult> {
  await syncDocumentLinks(db, projectId);
  const now = deps.now();
  await db.update(tenderDocuments).set({ requestedAt: null }).where(eq(tenderDocuments.projectId, projectId));
  const due = await db
    .select({ id: tenderDocuments.id })
    .from(tenderDocuments)
    .where(
      and(
        linkedBy(projectId),
        or(
          and(
            eq(tenderDocuments.status, 'pending'),
            or(isNull(tenderDocuments.nextAttemptAt), lte(tenderDocuments.nextAttemptAt, now)),
          ),
          and(
            inArray(tenderDocuments.status, ['ok', 'no_text']),
            lte(tenderDocuments.fetchedAt, new Date(now.getTime() - RECHECK_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(tenderDocuments.id));
  const budgetKey = `documents.fetch:${madridToday(now)}`;
  let fetched = 0;
  let overBudget = false;
  for (const { id } of due) {
    const count = (await countHits(db, [budgetKey], DAY_MS)).get(budgetKey)!;
    if (count.hits > deps.dailyBudget) {
      overBudget = true;
      break;
    }
    await fetchDocument(db, deps, id);
    fetched += 1;
  }
  const read = await readFetchedDocuments(db, deps, projectId, readLimitsOf(deps));
  await refreshTenderEligibility(db, projectId);
  // Newly read text may hold the words of alerts that could not match the tender on import.
  if (read > 0) await matchDocumentAlerts(db, projectId, deps.now());
  return { fetched, overBudget };
}

/**
 * Reads every copy of the tender's documents that was fetched and not read yet, then tells the
 * tender's followers which of them replace an earlier copy. Returns how many were read.
 */
async function readFetchedDocuments(
  db: Db,
  deps: DocumentFetchDeps,
  projectId: number,
  limits: ReadLimits,
): Promise<number> {
  const unread = await db
    .select({ id: tenderDocuments.id })
    .from(tenderDocuments)
    .where(
      and(
        linkedBy(projectId),
        eq(tenderDocuments.status, 'ok'),
        isNotNull(tenderDocuments.sha256),
        isNull(tenderDocuments.pages),
      ),
    )
    .orderBy(asc(tenderDocuments.id));
  for (const { id } of unread) await readStoredDocument(db, deps.store, id, deps.now(), limits);
  await notifyDocumentChanges(
    db,
    projectId,
    unread.map((d) => d.id),
  );
  return unread.length;
}

/**
 * A ZIP may unpack to four times the download limit (text-heavy DOCX and XML members deflate
 * about that much; a zip bomb by far more).
 */
export const readLimitsOf = (deps: DocumentFetchDeps & { readTimeoutMs?: number }): ReadLimits => ({
  zip: { maxBytes: 4 * deps.fetch.maxBytes, maxMembers: DEFAULT_ZIP_LIMITS.maxMembers },
  timeoutMs: deps.readTimeoutMs ?? READ_TIMEOUT_MS,
});
