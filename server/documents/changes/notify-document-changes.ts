import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DocumentChangeData } from '../../../common/notifications/notification-types';
import type { Db } from '../../db/client';
import { documentPages, tenderDocuments } from '../../db/schema';
import { insertNotifications, typeColumns } from '../../monitor/insert-notifications';
import { documentDiff } from './document-diff';

/** A copy's text, its members' pages in order; empty when it was never read or has none. */
async function pagesOf(db: Db, sha256: string): Promise<{ text: string }[]> {
  return db
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.sha256, sha256))
    .orderBy(asc(documentPages.member), asc(documentPages.page));
}

/**
 * Tells the tender's followers, in one notification, which of the documents just read replace
 * an earlier copy, with what changed in their text. `readIds` are the documents read in this run,
 * so a later run does not tell the same change again; the key (documents and copies) keeps a
 * retried run from telling it twice.
 */
export async function notifyDocumentChanges(db: Db, projectId: number, readIds: number[]): Promise<number> {
  if (readIds.length === 0) return 0;
  const replaced = await db
    .select({
      id: tenderDocuments.id,
      name: tenderDocuments.name,
      type: tenderDocuments.type,
      sha256: tenderDocuments.sha256,
      previousSha256: tenderDocuments.previousSha256,
    })
    .from(tenderDocuments)
    .where(
      and(
        eq(tenderDocuments.projectId, projectId),
        inArray(tenderDocuments.id, readIds),
        isNotNull(tenderDocuments.previousSha256),
        isNotNull(tenderDocuments.sha256),
      ),
    )
    .orderBy(asc(tenderDocuments.id));
  if (replaced.length === 0) return 0;
  const documents: DocumentChangeData['documents'] = [];
  for (const doc of replaced) {
    const [before, after] = [await pagesOf(db, doc.previousSha256!), await pagesOf(db, doc.sha256!)];
    const diff = before.length > 0 && after.length > 0 ? documentDiff(before, after) : null;
    documents.push({ id: doc.id, name: doc.name, type: doc.type, change: 'replaced', diff });
  }
  const data: DocumentChangeData = { documents };
  const key = `documents:${replaced.map((d) => `${d.id}@${d.sha256}`).join(',')}`;
  return insertNotifications(
    db,
    sql`select s.user_id, ${typeColumns('document_change')}, s.project_id, null::int,
          ${JSON.stringify(data)}::jsonb, s.mailing_frequency, ${key}
        from project_subscriptions s where s.project_id = ${projectId}`,
  );
}
