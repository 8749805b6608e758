import { createHash } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenderDocuments } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { type SafeFetchOptions, safeFetch } from './safe-fetch';

/** Attempts before a retryable error (5xx, 404, network) marks the document failed. */
export const MAX_ATTEMPTS = 3;
const FIRST_RETRY_MS = 15 * 60_000;

export interface DocumentFetchDeps {
  store: FileStore;
  fetch: SafeFetchOptions;
  now: () => Date;
}

/** Where a document's original bytes live: by content, so a file linked twice is kept once. */
export const documentKey = (sha256: string) => `pliegos/${sha256.slice(0, 2)}/${sha256}`;

/**
 * Fetches one document and records what happened: a new or changed file is stored and marked ok
 * (pages cleared for the readers, the old hash kept for comparing), an unchanged one (304) keeps its copy, a refusal fails at once,
 * and a retryable error waits longer each time until the last attempt fails it.
 */
export async function fetchDocument(db: Db, deps: DocumentFetchDeps, documentId: number): Promise<void> {
  const [doc] = await db.select().from(tenderDocuments).where(eq(tenderDocuments.id, documentId));
  if (!doc) return;
  const stored = doc.sha256 !== null;
  // Validators only mean something while we hold the copy they describe.
  const outcome = await safeFetch(doc.uri, stored ? doc : {}, deps.fetch);
  const now = deps.now();
  const update = (values: Partial<typeof tenderDocuments.$inferInsert>) =>
    db.update(tenderDocuments).set(values).where(eq(tenderDocuments.id, doc.id));

  switch (outcome.kind) {
    case 'ok': {
      const sha256 = createHash('sha256').update(outcome.body).digest('hex');
      if (!(await isStored(db, sha256, doc.id)))
        await deps.store.putBytes(documentKey(sha256), outcome.body, outcome.mimeType);
      const changed = sha256 !== doc.sha256;
      await update({
        status: changed ? 'ok' : doc.status,
        ...(changed ? { pages: null, previousSha256: doc.sha256 } : {}),
        sha256,
        size: outcome.body.length,
        mimeType: outcome.mimeType,
        etag: outcome.etag,
        lastModified: outcome.lastModified,
        error: null,
        fetchedAt: now,
        attempts: 0,
        nextAttemptAt: null,
      });
      return;
    }
    case 'not_modified':
      await update({ fetchedAt: now, error: null, attempts: 0, nextAttemptAt: null });
      return;
    case 'refused':
      await update({
        status: stored ? doc.status : 'failed',
        error: outcome.reason,
        attempts: doc.attempts + 1,
        nextAttemptAt: null,
      });
      return;
    case 'error': {
      const attempts = doc.attempts + 1;
      const retry = outcome.retry && attempts < MAX_ATTEMPTS;
      await update({
        // A document we hold keeps its copy and state; the error says why it was not refreshed.
        status: stored ? doc.status : retry ? 'pending' : 'failed',
        error: outcome.reason,
        attempts,
        nextAttemptAt: retry ? new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) : null,
      });
    }
  }
}

/** Whether another document already holds these bytes in the store. */
async function isStored(db: Db, sha256: string, exceptId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: tenderDocuments.id })
    .from(tenderDocuments)
    .where(
      and(
        eq(tenderDocuments.sha256, sha256),
        ne(tenderDocuments.id, exceptId),
        isNotNull(tenderDocuments.fetchedAt),
      ),
    )
    .limit(1);
  return other !== undefined;
}
