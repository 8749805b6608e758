import tenderEs from './i18n/es/tender.json';
import { CONTRACT_FOLDER_STATUSES } from './reference/codice';

/**
 * The status a user sees, as of now rather than as last published: PLACSP often leaves a tender
 * 'En plazo' (PUB) long after its submission deadline, so such a tender reads 'Plazo cerrado'.
 * Search results, the tender page, follows, the inbox, the exports and the digests all read it
 * here; the search's 'Solo activas' filter states the same rule in SQL (server/search/tender-filters.ts).
 */

/** The shown code of a PUB tender whose submission deadline has passed. */
export const DEADLINE_PASSED = 'PUB_CLOSED';

/** What the rule reads of a tender: its published status code and its submission deadline (an instant). */
export interface StatusFacts {
  status: string | null;
  submission_deadline: string | Date | null;
}

/** The deadline has passed at its very instant: from then on no offer can be submitted. */
function deadlinePassed(deadline: string | Date | null, now: Date): boolean {
  if (deadline === null) return false;
  const at = new Date(deadline).getTime();
  return !Number.isNaN(at) && at <= now.getTime();
}

/** The published code, or DEADLINE_PASSED for a PUB tender whose deadline has passed. */
export function shownStatus(tender: StatusFacts, now: Date = new Date()): string | null {
  return tender.status === 'PUB' && deadlinePassed(tender.submission_deadline, now)
    ? DEADLINE_PASSED
    : tender.status;
}

/** A status code as PLACSP names it ('PUB' → 'En plazo'); null for none or a code PLACSP does not list. */
export function publishedStatusLabel(code: string | null): string | null {
  return code !== null && Object.hasOwn(CONTRACT_FOLDER_STATUSES, code)
    ? CONTRACT_FOLDER_STATUSES[code as keyof typeof CONTRACT_FOLDER_STATUSES]
    : null;
}

/** What a user reads as the tender's status now: 'Plazo cerrado', 'En plazo', 'Adjudicada'… */
export function shownStatusLabel(tender: StatusFacts, now: Date = new Date()): string | null {
  const code = shownStatus(tender, now);
  return code === DEADLINE_PASSED ? tenderEs.tender.info.deadlinePassed : publishedStatusLabel(code);
}
