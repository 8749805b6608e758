import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db } from '../db/client';
import { tenderDocuments } from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../files/file-store';
import { t } from '../messages';
import { documentKey } from './fetch-document';
import { typeOfName } from './read/read-document';

export interface StoredCopy {
  bytes: Buffer;
  mimeType: string;
  /** The name the browser shows and saves it under. */
  fileName: string;
  sha256: string;
}

/** The 404 for a document id that names none (of this tender). */
export const documentNotFound = () => new AppError('not_found', t('documentFetch.documentNotFound'));

type DocumentRow = typeof tenderDocuments.$inferSelect;

/** The tender's document, or a Spanish 404 when the tender has no such document. */
export async function tenderDocumentOf(db: Db, projectId: number, documentId: number): Promise<DocumentRow> {
  const [doc] = await db
    .select()
    .from(tenderDocuments)
    .where(and(eq(tenderDocuments.id, documentId), eq(tenderDocuments.projectId, projectId)));
  if (!doc) throw documentNotFound();
  return doc;
}

const notFetched = () => new AppError('not_found', t('documentFetch.documentNotFetched'));
const memberNotFound = () => new AppError('not_found', t('documentFetch.memberNotFound'));

/**
 * A member of a ZIP by its path as the reader stored it: nested ZIPs are joined by '/', so the
 * path is walked from the longest prefix that names a file of this archive.
 */
async function zipMember(bytes: Uint8Array, path: string): Promise<{ bytes: Buffer; name: string }> {
  const zip = await JSZip.loadAsync(bytes).catch(() => {
    throw memberNotFound();
  });
  const parts = path.split('/');
  for (let cut = parts.length; cut > 0; cut--) {
    const entry = zip.file(parts.slice(0, cut).join('/'));
    if (!entry || entry.dir) continue;
    const inner = await entry.async('nodebuffer');
    if (cut === parts.length) return { bytes: inner, name: entry.name };
    return zipMember(inner, parts.slice(cut).join('/'));
  }
  throw memberNotFound();
}

/** Our stored copy of a tender's document, or of one member of it when it is a ZIP. */
export async function storedCopy(
  db: Db,
  store: FileStore,
  projectId: number,
  documentId: number,
  member?: string,
): Promise<StoredCopy> {
  const doc = await tenderDocumentOf(db, projectId, documentId);
  if (!doc.sha256 || !doc.mimeType) throw notFetched();
  const bytes = await store.getBytes(documentKey(doc.sha256));
  if (!bytes) throw notFetched();
  if (!member) return { bytes, mimeType: doc.mimeType, fileName: doc.name, sha256: doc.sha256 };
  const inner = await zipMember(bytes, member);
  return {
    bytes: inner.bytes,
    mimeType: typeOfName(inner.name) ?? 'application/octet-stream',
    fileName: inner.name.split('/').pop() ?? inner.name,
    sha256: doc.sha256,
  };
}

/**
 * A Content-Disposition that opens the file in the page under its name: an ASCII fallback
 * without quotes or separators, and the exact name in RFC 5987 form.
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ]+/g, '_')
    .trim();
  return `inline; filename="${ascii || 'documento'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
