import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES } from '../../common/reference/codice';

/** How a tender's codes read on screen and in its Excel export. */

function label(table: Record<string, string>, code: string | null): string {
  return code ? (table[code] ?? code) : '';
}

export const statusLabel = (code: string | null) => label(CONTRACT_FOLDER_STATUSES, code);
export const contractTypeLabel = (code: string | null) => label(CONTRACT_TYPES, code);
export const procedureLabel = (code: string | null) => label(PROCEDURES, code);
