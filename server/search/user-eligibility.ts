import type { EligibilityVerdict, ProfileFacts } from '../../common/api/company-profile';
import { madridToday } from '../../common/calendar';
import type { Db } from '../db/client';
import { companyProfileOf } from '../domain/company/company-profile-of';
import {
  type CompactScope,
  compactVerdict,
  type EligibilityProfile,
  eligibilityProfile,
  isEmptyProfile,
} from './eligibility-facts';

/** A user's company profile as the eligibility filter and the badges read it, on a Madrid day. */
export interface UserEligibility {
  /** What the SQL compares (eligibility-sql.ts). */
  profile: EligibilityProfile;
  /** The profile holds nothing eligibility compares: no verdict is given. */
  empty: boolean;
  /** The badge of a tender's stored facts; null for every tender while the profile is empty. */
  verdictOf: (facts: CompactScope[] | null) => EligibilityVerdict | null;
}

export function eligibilityOf(facts: ProfileFacts, now: Date = new Date()): UserEligibility {
  const today = madridToday(now);
  const empty = isEmptyProfile(facts);
  return {
    profile: eligibilityProfile(facts, today),
    empty,
    verdictOf: (stored) => (empty ? null : compactVerdict(stored, facts, today)),
  };
}

/** The user's (their licence's) profile, read once per list, search or alert owner. */
export async function userEligibility(
  db: Pick<Db, 'select'>,
  userId: number,
  now: Date = new Date(),
): Promise<UserEligibility> {
  return eligibilityOf(await companyProfileOf(db, userId), now);
}
