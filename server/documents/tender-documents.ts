import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { StoredTenderDocument, TenderDocument } from '../../common/api/tender-documents';
import type { Db } from '../db/client';
import { projects, tenderDocuments } from '../db/schema';
import { tenderNotFound } from '../domain/tenders/get-tender-detail';
import { documentNotFound } from './stored-copy';
import { syncDocumentLinks } from './sync-document-links';

async function assertTender(db: Db, projectId: number): Promise<void> {
  const [tender] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!tender) throw tenderNotFound();
}

function presentDocument(r: typeof tenderDocuments.$inferSelect): TenderDocument {
  return {
    id: r.id,
    name: r.name,
    type: r.type as TenderDocument['type'],
    uri: r.uri,
    mime_type: r.mimeType,
    status: r.status as TenderDocument['status'],
    pages: r.pages,
    sha256: r.sha256,
    fetched_at: r.fetchedAt?.toISOString() ?? null,
    error: r.error,
  };
}

/** One document with its tender, for the viewer's page (which knows only the document). */
export async function showTenderDocument(db: Db, documentId: number): Promise<StoredTenderDocument> {
  const [row] = await db
    .select({ doc: tenderDocuments, title: projects.title })
    .from(tenderDocuments)
    .innerJoin(projects, eq(projects.id, tenderDocuments.projectId))
    .where(eq(tenderDocuments.id, documentId));
  if (!row) throw documentNotFound();
  return { ...presentDocument(row.doc), project_id: row.doc.projectId, project_title: row.title };
}

/** The tender's documents in the page's order, with their state; links not yet listed are added as pending. */
export async function listTenderDocuments(db: Db, projectId: number): Promise<TenderDocument[]> {
  await assertTender(db, projectId);
  await syncDocumentLinks(db, projectId);
  const rows = await db
    .select()
    .from(tenderDocuments)
    .where(and(eq(tenderDocuments.projectId, projectId), isNull(tenderDocuments.removedAt)))
    .orderBy(asc(tenderDocuments.id));
  return rows.map(presentDocument);
}

/** A request whose job never ran (lost with a queue outage) stops blocking new ones after this. */
const REQUEST_EXPIRES_MS = 3600_000;

/**
 * Marks the tender's documents as asked for; true when this call did (the caller then queues the
 * fetch), false when an earlier request still waits for its run. The row locks of the update make
 * two simultaneous calls see one winner.
 */
export async function requestDocumentFetch(db: Db, projectId: number, now = new Date()): Promise<boolean> {
  await assertTender(db, projectId);
  await syncDocumentLinks(db, projectId);
  const stale = new Date(now.getTime() - REQUEST_EXPIRES_MS);
  const marked = await db
    .update(tenderDocuments)
    .set({ requestedAt: now })
    .where(
      and(
        eq(tenderDocuments.projectId, projectId),
        or(isNull(tenderDocuments.requestedAt), lt(tenderDocuments.requestedAt, stale)),
      ),
    )
    .returning({ id: tenderDocuments.id });
  return marked.length > 0;
}
