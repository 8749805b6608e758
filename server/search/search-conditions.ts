import { type SQL, sql } from 'drizzle-orm';
import { TAX_ID } from '../../common/api/company-profile';
import type { ProcurementSearchQuery } from '../../common/api/procurement-search';
import { pgArray } from '../db/rows';
import { type EligibilityProfile, EMPTY_PROFILE, eligibilityProfile } from './eligibility-facts';
import { eligibilityCondition } from './eligibility-sql';
import { tenderFilterConditions } from './tender-filters';

/** The profile 'Solo las que cumplo' compares when no user's is given: one holding nothing. */
const NO_PROFILE = eligibilityProfile(EMPTY_PROFILE, '2000-01-01');

/** Quoted words: a phrase, whose word positions the index cannot check. */
export const hasPhrase = (terms: string) => /"[^"]*\S\s+\S[^"]*"/.test(terms);

/**
 * Several words a match must hold (a phrase counts): the planner takes their shares as
 * independent, and words that go together match many times its guess. Excluded words and
 * alternatives after OR are not counted; short words may be stop words and are not either.
 */
export function severalWords(terms: string): boolean {
  const words = terms.split(/\s+/);
  const required = words.filter(
    (w, i) => w.length > 3 && !w.startsWith('-') && words[i - 1]?.toLowerCase() !== 'or',
  );
  return hasPhrase(terms) || required.length > 1;
}

/** One word and nothing else (no phrase, exclusion, alternative, digit or sign). */
export const oneWord = (terms: string) => /^\p{L}+$/u.test(terms.trim());

/** What an expediente number or a tax id looks like: searched exactly, and ranked first. */
export const looksLikeIdentifier = (terms: string) =>
  terms.length <= 60 && /\d/.test(terms) && !/\s{2,}/.test(terms);

/** The words condition of the tender search, its exact-identifier part and its rank (alias `p`). */
export function tenderTextMatch(terms: string): { where: SQL; exact: SQL; rank: SQL } | undefined {
  if (!terms) return undefined;
  const tsquery = sql`websearch_to_tsquery('spanish_unaccent', ${terms})`;
  // 'B12345678 OR A87654321': any of these companies (how 'Mi empresa' watches its competitors).
  const taxIds = terms.toUpperCase().split(/\s+OR\s+/);
  const severalTaxIds = taxIds.length > 1 && taxIds.every((id) => TAX_ID.test(id));
  const exact =
    looksLikeIdentifier(terms) || severalTaxIds
      ? sql`(upper(p.contract_folder_id) = upper(${terms}) or p.contracting_party_id in
          (select id from parties where party_id = any(${pgArray(taxIds)}::text[])) or p.awardee_party_ids &&
          array(select id from parties where party_id = any(${pgArray(taxIds)}::text[])))`
      : sql`false`;
  return {
    where: sql`(p.search_vector @@ ${tsquery} or ${exact})`,
    exact,
    rank: sql`ts_rank_cd(p.search_vector, ${tsquery}, 32)`,
  };
}

/**
 * What a tender must satisfy to be a result of a search (alias `p`): its filters and its words.
 * Alerts are matched with exactly these conditions (server/monitor/match-alerts.ts). `eligibility`
 * is the searching user's (or the alert owner's) profile, which 'Solo las que cumplo' compares.
 */
export function searchConditions(
  q: Pick<ProcurementSearchQuery, 'searchTerms' | 'filters'>,
  now: Date = new Date(),
  eligibility: EligibilityProfile = NO_PROFILE,
): SQL[] {
  const text = tenderTextMatch(q.searchTerms);
  const conditions = tenderFilterConditions(q.filters, now);
  if (q.filters.eligibility) conditions.push(eligibilityCondition(q.filters.eligibility, eligibility));
  if (text) conditions.push(text.where);
  return conditions;
}
