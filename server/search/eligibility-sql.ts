import { type SQL, sql } from 'drizzle-orm';
import type { EligibilityLevel } from '../../common/api/procurement-search';
import type { EligibilityProfile } from './eligibility-facts';

/**
 * checkEligibility's verdict of one scope (`s`, a CompactScope as jsonb) for a profile, in SQL.
 * A classification met accredits the economic and technical solvency; a scope is 'no' when a
 * requirement is not met and 'yes' when every one is (server/search/eligibility-sql.test.ts
 * holds both to checkEligibility on the real pages).
 */
function scopeVerdicts(profile: EligibilityProfile) {
  const met = sql`${JSON.stringify(profile.met)}::jsonb`;
  const certs = sql`${JSON.stringify(profile.certs)}::jsonb`;
  const best = sql`${profile.best}::numeric`;
  const turnover = sql`(s->>'t')::numeric`;
  const classesMet = sql`(s->'c') <@ ${met}`;
  const certsHeld = sql`(s->'k') <@ ${certs}`;
  const accredited = sql`(jsonb_array_length(s->'c') > 0 and not (s->>'u')::boolean and ${classesMet})`;
  const turnoverShort = sql`(${turnover} is not null and ${best} is not null and ${best} < ${turnover})`;
  const turnoverMet = sql`(${turnover} is null or (${best} is not null and ${best} >= ${turnover} and not (s->>'s')::boolean))`;
  return {
    no: sql`(not ${classesMet} or not ${certsHeld} or (${turnoverShort} and not ${accredited}))`,
    yes: sql`(${classesMet} and not (s->>'u')::boolean and ${certsHeld}
      and (${accredited} or (not (s->>'o')::boolean and ${turnoverMet})))`,
  };
}

/**
 * 'Solo las que cumplo' over `p.eligibility_facts`: 'yes' keeps the tenders some scope (the
 * folder, or a lot) of which the profile meets entirely; 'yes_or_review' those it is not
 * excluded from, tenders whose requirements were never read included (their verdict is review).
 */
export function eligibilityCondition(level: EligibilityLevel, profile: EligibilityProfile): SQL {
  const { no, yes } = scopeVerdicts(profile);
  const scopes = sql`jsonb_array_elements(p.eligibility_facts) s`;
  return level === 'yes'
    ? sql`exists (select 1 from ${scopes} where ${yes})`
    : sql`(p.eligibility_facts is null or exists (select 1 from ${scopes} where not ${no}))`;
}
