import JSZip from 'jszip';
import { readPdf } from './read-pdf';
import { readDoc, readDocx, readOdt } from './read-word';

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

export class UnsupportedDocumentError extends Error {
  constructor(readonly mimeType: string) {
    super(`Tipo de documento no admitido: ${mimeType}`);
  }
}

export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
} as const;

const READERS: Record<string, (bytes: Uint8Array) => Promise<DocumentPage[]>> = {
  [DOCUMENT_TYPES.pdf]: readPdf,
  [DOCUMENT_TYPES.docx]: readDocx,
  [DOCUMENT_TYPES.doc]: readDoc,
  [DOCUMENT_TYPES.odt]: readOdt,
};
const ZIP_TYPES = new Set<string>([DOCUMENT_TYPES.zip, 'application/x-zip-compressed']);
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
 * (nested ZIPs too); other members are skipped. Throws UnsupportedDocumentError for other types.
 */
export async function readDocument(bytes: Uint8Array, mimeType: string): Promise<DocumentText> {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (ZIP_TYPES.has(type)) return readZip(bytes);
  const reader = READERS[type];
  if (!reader) throw new UnsupportedDocumentError(mimeType);
  return resultOf(await reader(bytes));
}

async function readZip(bytes: Uint8Array): Promise<DocumentText> {
  const zip = await JSZip.loadAsync(bytes);
  const members: DocumentText['members'] = [];
  for (const entry of Object.values(zip.files).sort((a, b) => a.name.localeCompare(b.name))) {
    const type = entry.dir ? null : typeOfName(entry.name);
    if (!type) continue;
    members.push({ name: entry.name, ...(await readDocument(await entry.async('uint8array'), type)) });
  }
  const status = members.some((member) => member.status === 'ok') ? 'ok' : 'no_text';
  return { status, pages: [], members };
}
