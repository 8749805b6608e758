import type { ProjectDocument } from '../../../common/api/procurement-project';
import { fileNameOf } from '../../../common/document-name';

export { documentName } from '../../../common/document-name';

/** PDFs open in the embedded viewer; many real documents carry no MIME type, only a .pdf name. */
export function isPdf(doc: ProjectDocument): boolean {
  if (doc.mime_type) return doc.mime_type.toLowerCase() === 'application/pdf';
  return [doc.name, doc.string_id, fileNameOf(doc.uri)].some((n) => n?.trim().toLowerCase().endsWith('.pdf'));
}
