import { eq } from 'drizzle-orm';
import type { PliegoFindings } from '../../common/api/pliego-findings';
import type { Db } from '../db/client';
import { documentContents, documentPages, tenderDocuments } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { t } from '../messages';
import { readPliegoFindings } from './extract/pliego-findings';
import { documentKey } from './fetch-document';
import { type DocumentText, readDocument } from './read/read-document';

interface StoredPage {
  member: string;
  page: number;
  text: string;
}

/** Every page of a read file: its own, then each ZIP member's under the member's path. */
export function flattenPages(text: DocumentText, member = ''): StoredPage[] {
  return [
    ...text.pages.map((page) => ({ member, page: page.number, text: page.text })),
    ...text.members.flatMap((inner) => flattenPages(inner, member ? `${member}/${inner.name}` : inner.name)),
  ];
}

const withMember = <T extends object>(items: T[], member: string) =>
  member ? items.map((item) => ({ ...item, member })) : items;
const singleWithMember = <T extends object>(item: T | null, member: string) =>
  item && member ? { ...item, member } : item;

/**
 * The findings of a file's own pages, then of each ZIP member's (a PCAP is often packed with its
 * annexes), each finding naming the member it was read in; null when nothing has text.
 */
export function documentFindings(text: DocumentText, member = ''): PliegoFindings | null {
  const own = text.pages.length > 0 ? readPliegoFindings(text.pages) : null;
  const parts = [
    own && {
      financial: withMember(own.financial, member),
      technical: withMember(own.technical, member),
      classifications: withMember(own.classifications, member),
      guarantees: withMember(own.guarantees, member),
      awarding_criteria: withMember(own.awarding_criteria, member),
      execution_term: singleWithMember(own.execution_term, member),
      price_revision: singleWithMember(own.price_revision, member),
      site_visit: singleWithMember(own.site_visit, member),
    },
    ...text.members.map((inner) => documentFindings(inner, member ? `${member}/${inner.name}` : inner.name)),
  ].filter((f): f is PliegoFindings => f !== null);
  if (parts.length === 0) return null;
  return parts.reduce((a, b) => ({
    financial: [...a.financial, ...b.financial],
    technical: [...a.technical, ...b.technical],
    classifications: [...a.classifications, ...b.classifications],
    guarantees: [...a.guarantees, ...b.guarantees],
    // Criteria weigh up to 100 within one document: a second member's list is not added to it.
    awarding_criteria: a.awarding_criteria.length > 0 ? a.awarding_criteria : b.awarding_criteria,
    execution_term: a.execution_term ?? b.execution_term,
    price_revision: a.price_revision ?? b.price_revision,
    site_visit: a.site_visit ?? b.site_visit,
  }));
}

/**
 * Keeps a file's text and findings under its hash, once: a second tender linking the same file,
 * or a worker reading it concurrently, finds it there.
 */
export async function storeDocumentText(
  db: Db,
  sha256: string,
  text: DocumentText,
  now: Date,
): Promise<void> {
  const pages = flattenPages(text);
  const findings = documentFindings(text);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(documentContents)
      .values({ sha256, status: text.status, pages: pages.length, findings, readAt: now })
      .onConflictDoNothing()
      .returning({ sha256: documentContents.sha256 });
    if (inserted.length === 0 || pages.length === 0) return;
    await tx.insert(documentPages).values(pages.map((page) => ({ sha256, ...page })));
  });
}

/**
 * Reads a fetched document's stored copy (unless its content was read already) and records the
 * outcome on the document: its page count and 'ok' or 'no_text', or 'failed' with why.
 */
export async function readStoredDocument(
  db: Db,
  store: FileStore,
  documentId: number,
  now: Date,
): Promise<void> {
  const [doc] = await db.select().from(tenderDocuments).where(eq(tenderDocuments.id, documentId));
  if (!doc?.sha256 || !doc.mimeType) return;
  const update = (values: Partial<typeof tenderDocuments.$inferInsert>) =>
    db.update(tenderDocuments).set(values).where(eq(tenderDocuments.id, doc.id));
  let [content] = await db.select().from(documentContents).where(eq(documentContents.sha256, doc.sha256));
  if (!content) {
    const bytes = await store.getBytes(documentKey(doc.sha256));
    if (!bytes) {
      await update({ status: 'failed', error: t('documentFetch.missingCopy') });
      return;
    }
    try {
      await storeDocumentText(db, doc.sha256, await readDocument(bytes, doc.mimeType), now);
    } catch (err) {
      await update({
        status: 'failed',
        error: t('documentFetch.unreadable', { message: (err as Error).message }),
      });
      return;
    }
    [content] = await db.select().from(documentContents).where(eq(documentContents.sha256, doc.sha256));
  }
  if (content) await update({ status: content.status, pages: content.pages, error: null });
}
