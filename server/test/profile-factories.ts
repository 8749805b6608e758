import { sql } from 'drizzle-orm';
import type { ProfileFacts } from '../../common/api/company-profile';
import type { Db } from '../db/client';
import { companyProfiles } from '../db/schema';

/** Saves (or replaces) the own company profile of a user without a licence, as its page would. */
export async function saveUserProfile(db: Db, userId: number, facts: Partial<ProfileFacts>) {
  const values = { classifications: [], turnover: [], certificates: [], ...facts };
  await db
    .insert(companyProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: companyProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** A classification held with no end date. */
export const heldCode = (group: string, subgroup: number, category: number) => ({
  group,
  subgroup,
  category,
  valid_until: null,
});
