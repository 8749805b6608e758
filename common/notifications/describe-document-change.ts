import notificationsEs from '../i18n/es/notifications.json';
import tenderEs from '../i18n/es/tender.json';
import type { DocumentDiffLine } from './document-diff';
import type { DocumentChangeData } from './notification-types';

/**
 * Readable Spanish lines for a followed tender's replaced documents, shared by the inbox card,
 * the digest e-mail and the Excel export so a change reads the same everywhere.
 */

const texts = notificationsEs.notifications.documentChanges;
const groups: Record<string, string> = tenderEs.tender.documents.tabs;

export interface DocumentChangeText {
  /** 'PCAP 58-17 obras.pdf (Doc. Legal): nueva versión'. */
  document: string;
  /** 'Cláusula 8: 300.000,00 € → 250.000,00 €', 'Cláusula 12 · Añadido: «…»', '… y 2 cambios más'. */
  lines: string[];
}

const where = (line: DocumentDiffLine) => (line.clause ? `${line.clause} · ` : '');

export function diffLineText(line: DocumentDiffLine): string {
  if (line.kind === 'value') return `${line.clause ? `${line.clause}: ` : ''}${line.from} → ${line.to}`;
  return `${where(line)}${texts[line.kind]}: «${line.text}»`;
}

const moreText = (count: number) =>
  (count === 1 ? texts.more_one : texts.more_other).replace('{{count}}', String(count));

/** One entry per replaced document; tolerates data missing parts (`{}` gives none). */
export function describeDocumentChanges(data: Record<string, unknown>): DocumentChangeText[] {
  const documents = Array.isArray(data.documents) ? (data.documents as DocumentChangeData['documents']) : [];
  return documents.map((doc) => {
    const group = groups[doc.type];
    const lines = !doc.diff
      ? [texts.noDiff]
      : doc.diff.lines.length === 0
        ? [texts.noChange]
        : [...doc.diff.lines.map(diffLineText), ...(doc.diff.more > 0 ? [moreText(doc.diff.more)] : [])];
    return { document: `${doc.name}${group ? ` (${group})` : ''}: ${texts.replaced}`, lines };
  });
}

/** The same as plain text, a document per paragraph (the export's cell, the digest's line). */
export const documentChangesText = (data: Record<string, unknown>): string =>
  describeDocumentChanges(data)
    .map((d) => [d.document, ...d.lines.map((l) => `  ${l}`)].join('\n'))
    .join('\n');
