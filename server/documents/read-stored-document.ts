import { eq } from 'drizzle-orm';
import type { PliegoFindings } from '../../common/api/pliego-findings';
import type { Db } from '../db/client';
import { bumpDataGeneration } from '../db/data-generation';
import { documentContents, documentPages, tenderDocuments } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { t } from '../messages';
import { readPliegoFindings } from './extract/pliego-findings';
import { documentKey } from './fetch-document';
import { DEFAULT_ZIP_LIMITS, type DocumentText, readDocument } from './read/read-document';
import { DocumentReadError, readFailure } from './read/read-error';
import type { ZipLimits } from './read/zip-limits';

export interface ReadLimits {
  zip: ZipLimits;
  /** How long one document may take to read before it is given up as failed. */
  timeoutMs: number;
}

/**
 * A pliego of a few hundred pages reads in seconds; a minute means a pathological file, which
 * must not hold the tender's other documents (nor the queue) up.
 */
export const READ_TIMEOUT_MS = 60_000;
const DEFAULT_READ_LIMITS: ReadLimits = { zip: DEFAULT_ZIP_LIMITS, timeoutMs: READ_TIMEOUT_MS };

/**
 * Reads within the time limit. pdf.js and the ZIP reader check the signal between pages and
 * members, so a timed-out read also stops working soon after.
 */
async function readInTime(bytes: Uint8Array, mimeType: string, limits: ReadLimits): Promise<DocumentText> {
  const controller = new AbortController();
  const seconds = (limits.timeoutMs / 1000).toLocaleString('es-ES');
  const timeUp = new DocumentReadError(t('documentFetch.readTimeout', { seconds }));
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeUp);
      reject(timeUp);
    }, limits.timeoutMs);
  });
  try {
    return await Promise.race([
      readDocument(bytes, mimeType, { zip: limits.zip, signal: controller.signal }),
      expiry,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

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
 * outcome on the document: its page count and 'ok' or 'no_text', or 'failed' with why (damaged,
 * password-protected, unpacking past the limits, or out of time). Failing never throws, so the
 * tender's other documents are read all the same.
 */
export async function readStoredDocument(
  db: Db,
  store: FileStore,
  documentId: number,
  now: Date,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
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
    let text: DocumentText;
    try {
      text = await readInTime(bytes, doc.mimeType, limits);
    } catch (err) {
      await update({ status: 'failed', error: readFailure(err).message });
      return;
    }
    await storeDocumentText(db, doc.sha256, text, now);
    [content] = await db.select().from(documentContents).where(eq(documentContents.sha256, doc.sha256));
  }
  if (!content) return;
  // Its text becomes findable 'En los pliegos': cached search answers are stale from here.
  await db.transaction(async (tx) => {
    await tx
      .update(tenderDocuments)
      .set({ status: content.status, pages: content.pages, error: null })
      .where(eq(tenderDocuments.id, doc.id));
    await bumpDataGeneration(tx);
  });
}
