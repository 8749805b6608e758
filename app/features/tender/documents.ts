import type { ProjectDocument } from '../../../common/api/procurement-project';
import { onDocumentHost } from '../../../common/document-hosts';
import { documentName, fileNameOf } from '../../../common/document-name';

export { documentName };

/** PDFs open in the embedded viewer; many real documents carry no MIME type, only a .pdf name. */
export function isPdf(doc: ProjectDocument): boolean {
  if (doc.mime_type) return doc.mime_type.toLowerCase() === 'application/pdf';
  return [doc.name, doc.string_id, fileNameOf(doc.uri)].some((n) => n?.trim().toLowerCase().endsWith('.pdf'));
}

/** A PDF on a host the CSP lets the page frame; any other document opens in a new tab. */
export const opensInViewer = (doc: ProjectDocument): boolean =>
  doc.uri !== null && isPdf(doc) && onDocumentHost(doc.uri);

/** What tells a document apart from the others of its tab beside its name. */
export interface DocumentFacts {
  type?: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** When another document of the tab has the same name: its place among them and what identifies it. */
  repeated?: { position: number; of: number; id: string };
}

/**
 * A document's type and date when the feed gives them and, when its name repeats in `list`, its
 * file name (when the address has a distinct one) or else its published identifier.
 */
export function documentFacts(doc: ProjectDocument, list: readonly ProjectDocument[]): DocumentFacts {
  const facts: DocumentFacts = {};
  if (doc.type_label) facts.type = doc.type_label;
  if (doc.date) facts.date = doc.date;
  const name = documentName(doc);
  const namesakes = list.filter((other) => documentName(other) === name);
  if (namesakes.length > 1) {
    const file = fileNameOf(doc.uri);
    const fileNames = new Set(namesakes.map((other) => fileNameOf(other.uri)));
    const id = file && file !== name && fileNames.size === namesakes.length ? file : (doc.string_id ?? file);
    facts.repeated = { position: namesakes.indexOf(doc) + 1, of: namesakes.length, id };
  }
  return facts;
}
