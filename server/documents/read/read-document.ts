import JSZip from 'jszip';
import { t } from '../../messages';
import { DocumentReadError, readFailure } from './read-error';
import { readPdf } from './read-pdf';
import { readDoc, readDocx, readOdt } from './read-word';
import { checkZipDirectory, type InflateBudget, inflateCapped, type ZipLimits } from './zip-limits';

export interface DocumentPage {
  number: number;
  text: string;
}

export interface DocumentText {
  /** 'no_text': nothing to read (a scanned PDF, 'sin texto (escaneado)'). */
  status: 'ok' | 'no_text';
  pages: DocumentPage[];
  /** A ZIP's documents, each read on its own with pages numbered within it; [] otherwise. */
  members: (DocumentText & { name: string })[];
}

export class UnsupportedDocumentError extends DocumentReadError {
  constructor(readonly mimeType: string) {
    super(t('documentFetch.contentType', { type: mimeType }));
  }
}

export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
} as const;

export interface ReadOptions {
  zip: ZipLimits;
  /** Aborted when the document's time is up: readers stop at the next page or member. */
  signal?: AbortSignal;
}

/**
 * A PLACSP ZIP holds a handful of anexos, a DOCX a few dozen parts. Unpacked, four times the
 * default download limit of 50 MB (see `readLimitsOf`).
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxBytes: 200_000_000, maxMembers: 500 };

const READERS: Record<string, (bytes: Uint8Array, signal?: AbortSignal) => Promise<DocumentPage[]>> = {
  [DOCUMENT_TYPES.pdf]: readPdf,
  [DOCUMENT_TYPES.docx]: readDocx,
  [DOCUMENT_TYPES.doc]: readDoc,
  [DOCUMENT_TYPES.odt]: readOdt,
};
const ZIP_TYPES = new Set<string>([DOCUMENT_TYPES.zip, 'application/x-zip-compressed']);
/** Word-processor files that are ZIPs inside, checked like one before their reader inflates them. */
const ZIPPED = new Set<string>([DOCUMENT_TYPES.docx, DOCUMENT_TYPES.odt]);
const BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUMENT_TYPES).map(([extension, type]) => [extension, type]),
);

/** The document type a ZIP member's name implies, or null for what we do not read. */
export function typeOfName(name: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

function resultOf(pages: DocumentPage[]): DocumentText {
  const status = pages.some((page) => page.text !== '') ? 'ok' : 'no_text';
  return { status, pages, members: [] };
}

/**
 * A document's text page by page. A ZIP is unpacked and its PDF/DOCX/DOC/ODT members are read
 * (nested ZIPs too, all within one allowance of unpacked bytes); other members are skipped.
 * Throws UnsupportedDocumentError for other types, and a DocumentReadError with the Spanish
 * reason for a damaged, protected or oversized file.
 */
export async function readDocument(
  bytes: Uint8Array,
  mimeType: string,
  options: ReadOptions = { zip: DEFAULT_ZIP_LIMITS },
): Promise<DocumentText> {
  return readWithin(bytes, mimeType, options, {
    remaining: options.zip.maxBytes,
    maxBytes: options.zip.maxBytes,
  });
}

async function readWithin(
  bytes: Uint8Array,
  mimeType: string,
  options: ReadOptions,
  budget: InflateBudget,
): Promise<DocumentText> {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const reader = READERS[type];
  if (!reader && !ZIP_TYPES.has(type)) throw new UnsupportedDocumentError(mimeType);
  try {
    if (ZIP_TYPES.has(type) || ZIPPED.has(type)) checkZipDirectory(bytes, options.zip, budget);
    if (ZIP_TYPES.has(type)) return await readZip(bytes, options, budget);
    return resultOf(await reader!(bytes, options.signal));
  } catch (err) {
    throw options.signal?.aborted ? options.signal.reason : readFailure(err);
  }
}

async function readZip(
  bytes: Uint8Array,
  options: ReadOptions,
  budget: InflateBudget,
): Promise<DocumentText> {
  const zip = await JSZip.loadAsync(bytes);
  const members: DocumentText['members'] = [];
  for (const entry of Object.values(zip.files).sort((a, b) => a.name.localeCompare(b.name))) {
    options.signal?.throwIfAborted();
    const type = entry.dir ? null : typeOfName(entry.name);
    if (!type) continue;
    members.push({
      name: entry.name,
      ...(await readWithin(await inflateCapped(entry, budget), type, options, budget)),
    });
  }
  const status = members.some((member) => member.status === 'ok') ? 'ok' : 'no_text';
  return { status, pages: [], members };
}
