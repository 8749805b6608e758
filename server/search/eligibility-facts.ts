import type { ProfileFacts } from '../../common/api/company-profile';
import { certificateKey } from '../../common/eligibility/certificates';
import { bestRecentTurnover, checkEligibility } from '../../common/eligibility/check-eligibility';
import { metCodes } from '../../common/eligibility/classification-codes';
import type { EligibilityScope } from '../../common/eligibility/requirement-facts';

/**
 * One scope of a tender as `projects.eligibility_facts` keeps it: only what a profile is compared
 * with, so the search can decide on it in SQL (eligibility-sql.ts). Null facts: the stored
 * version predates the reading of requirements.
 */
export interface CompactScope {
  /** Canonical classification codes required ('C2-5'), all of them. */
  c: string[];
  /** A required classification could not be read: a line to review that no classification settles. */
  u: boolean;
  /** Annual turnover asked, in euros; null when none is asked with a figure. */
  t: number | null;
  /** That turnover is in the contract's own field: a part of the total a profile gives. */
  s: boolean;
  /** Certificate keys asked (certificateKey). */
  k: string[];
  /** Lines no profile settles (a text to read, an insurance, a turnover without a figure…). */
  o: boolean;
}

export function compactEligibilityFacts(scopes: EligibilityScope[] | null): CompactScope[] | null {
  return (
    scopes?.map((scope) => ({
      c: scope.classifications.flatMap((c) => (c.canonical ? [c.canonical] : [])),
      u: scope.classifications.some((c) => !c.canonical),
      t: scope.turnover?.amount ?? null,
      s: scope.turnover?.scoped ?? false,
      k: [...new Set(scope.certificates.map(certificateKey))],
      // A turnover asked without a sum is a line to read, as any open one.
      o: scope.open.length > 0 || (scope.turnover !== null && scope.turnover.amount == null),
    })) ?? null
  );
}

/**
 * The scopes checkEligibility reads, back from the compact form: the same verdict (the texts of
 * the reasons are not kept). The badges of result rows, inbox cards and digests use it.
 */
export function scopesOfCompact(facts: CompactScope[]): EligibilityScope[] {
  return facts.map((f) => ({
    lotId: null,
    classifications: [
      ...f.c.map((code) => ({ code, canonical: code })),
      ...(f.u ? [{ code: '?', canonical: null }] : []),
    ],
    turnover: f.t === null ? null : { amount: f.t, scoped: f.s, text: null, refersToPliego: false },
    certificates: f.k,
    open: f.o ? [{ kind: 'financial' as const, text: null, refersToPliego: false }] : [],
  }));
}

/** What of a profile the SQL compares, on a Madrid day: the same for every tender, so computed once. */
export interface EligibilityProfile {
  /** Every canonical code the classifications in force meet (metCodes). */
  met: string[];
  /** The best recent annual turnover (bestRecentTurnover), or null. */
  best: number | null;
  /** Certificate keys held. */
  certs: string[];
}

export function eligibilityProfile(profile: ProfileFacts, today: string): EligibilityProfile {
  return {
    met: metCodes(profile.classifications, today),
    best: bestRecentTurnover(profile.turnover, today)?.amount ?? null,
    certs: [...new Set(profile.certificates.map(certificateKey))].sort(),
  };
}

/** A profile holding nothing. */
export const EMPTY_PROFILE: ProfileFacts = { classifications: [], turnover: [], certificates: [] };

/** Whether the profile holds nothing eligibility compares. */
export const isEmptyProfile = (p: ProfileFacts) =>
  p.classifications.length === 0 && p.turnover.length === 0 && p.certificates.length === 0;

/** checkEligibility's verdict on stored facts (null facts: requirements never read, so review). */
export const compactVerdict = (facts: CompactScope[] | null, profile: ProfileFacts, today: string) =>
  checkEligibility(facts && scopesOfCompact(facts), profile, today).verdict;
