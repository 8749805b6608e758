import { CONTRACT_TYPES, PROCEDURES } from '../../common/reference/codice';
import { type StatusFacts, shownStatusLabel } from '../../common/tender-status';

/** How a tender's codes read on screen and in its Excel export. */

function label(table: Record<string, string>, code: string | null): string {
  return code ? (table[code] ?? code) : '';
}

/** The status the tender reads as now ('Plazo cerrado' once a PUB tender's deadline passed). */
export const statusLabel = (tender: StatusFacts, now = new Date()) =>
  shownStatusLabel(tender, now) ?? tender.status ?? '';
export const contractTypeLabel = (code: string | null) => label(CONTRACT_TYPES, code);
export const procedureLabel = (code: string | null) => label(PROCEDURES, code);
