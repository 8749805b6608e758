import type { ProjectDocument } from '../../../common/api/procurement-project';
import type { TenderDocument } from '../../../common/api/tender-documents';
import { documentName, fileNameOf } from '../../../common/document-name';

export { documentName };

/**
 * Whether a 'Leer los pliegos' request is still being worked on: some document is pending and no
 * attempt has told why yet (one whose address failed stays pending, with the reason, for a retry).
 */
export const stillReading = (docs: readonly Pick<TenderDocument, 'status' | 'error'>[]): boolean =>
  docs.some((d) => d.status === 'pending' && d.error === null);

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
