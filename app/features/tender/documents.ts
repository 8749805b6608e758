import type { ProjectDocument } from '../../../common/api/procurement-project';

/** The last segment of a document's address, decoded ("PCAP.pdf"); '' when there is none. */
function fileNameOf(uri: string | null): string {
  if (!uri) return '';
  try {
    const segment = new URL(uri).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** Spec §2: a document's name, else its string_id, else the file name from its uri. */
export function documentName(doc: ProjectDocument): string {
  return doc.name?.trim() || doc.string_id?.trim() || fileNameOf(doc.uri);
}

/** PDFs open in the embedded viewer; many real documents carry no MIME type, only a .pdf name. */
export function isPdf(doc: ProjectDocument): boolean {
  if (doc.mime_type) return doc.mime_type.toLowerCase() === 'application/pdf';
  return [doc.name, doc.string_id, fileNameOf(doc.uri)].some((n) => n?.trim().toLowerCase().endsWith('.pdf'));
}
