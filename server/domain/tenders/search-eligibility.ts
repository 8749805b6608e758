import { sql } from 'drizzle-orm';
import type { ProcurementSearchResponse } from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import type { CompactScope } from '../../search/eligibility-facts';
import type { UserEligibility } from '../../search/user-eligibility';

/**
 * The user's verdict on each result of a (shared, possibly cached) answer, as sent: one query for
 * the page's stored facts. Without a profile every verdict stays null and the answer says why.
 */
export async function withEligibility(db: Db, json: string, user: UserEligibility): Promise<string> {
  const answer = JSON.parse(json) as ProcurementSearchResponse;
  answer.company_profile_empty = user.empty;
  if (user.empty || answer.results.length === 0) return JSON.stringify(answer);
  const rows = await queryRows<{ id: number; facts: CompactScope[] | null }>(
    db,
    sql`select id, eligibility_facts as facts from projects
        where id = any(${pgArray(answer.results.map((r) => r.id))}::int[])`,
  );
  const facts = new Map(rows.map((r) => [r.id, r.facts]));
  for (const result of answer.results) result.eligibility = user.verdictOf(facts.get(result.id) ?? null);
  return JSON.stringify(answer);
}
