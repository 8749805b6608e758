import { type SQL, sql } from 'drizzle-orm';
import type { CompetitionStats } from '../../../../common/api/competition';
import { ANALYTICS_TOP } from '../../../../common/api/party-analytics';
import type { Db } from '../../../db/client';
import { pgArray, queryRows } from '../../../db/rows';
import {
  type CompetitionStatsRow,
  competitionStatsColumns,
  competitionStatsOf,
} from '../../../search/competition-sql';

/** SQL pieces both roles' analytics share. */

/** What an award brought (alias r): with VAT, else without, as the company page's chart sums it. */
export const awardedAmount = sql`coalesce(r.payable_amount, r.tax_exclusive_amount, 0)`;

/**
 * The competition statistics of the award rows of `rows` (a CTE keeping the columns of
 * `tender_results`) as one JSON object, to be presented with `competitionStatsOf`.
 */
export const competitionJson = (rows: string) =>
  sql`(select row_to_json(s) from (select ${competitionStatsColumns('r')} from ${sql.raw(rows)} r) s)`;

/** A condition on a year column: one of `years`, or any year (nulls included) when there are none. */
export const inYearsOf = (years: readonly number[]) => (year: SQL) =>
  years.length ? sql`${year} = any(${pgArray(years)}::int[])` : sql`true`;

/**
 * The top parties of `rows` (columns party, awards, amount) by amount, each with its share of
 * `total`, as a JSON array of { party: { id, name, party_id }, awards, amount, share }.
 */
export const rankingJson = (rows: SQL, total: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'party', json_build_object('id', pa.id, 'name', pa.name, 'party_id', pa.party_id),
    'awards', t.awards, 'amount', t.amount::text,
    'share', (t.amount / nullif(${total}, 0))::float8) order by t.amount desc, pa.id), '[]')
  from (${rows} order by amount desc, party limit ${ANALYTICS_TOP}) t join parties pa on pa.id = t.party)`;

/** An answer as the statement gives it: its competition statistics still in their SQL row. */
type Stored<T> = Omit<T, 'competition'> & { competition: CompetitionStatsRow };

/** An answer with the data generation its statement's snapshot saw (a lagging replica sees less). */
export interface Seen<T> {
  answer: T;
  generation: number;
}

/**
 * Runs a role's statement (columns analytics, generation): the answer with its competition
 * statistics presented, null when the party has no such role, and the data generation it saw.
 */
export async function runAnalytics<T extends { competition: CompetitionStats }>(
  db: Db,
  query: SQL,
  /** What the answer needs beyond the statement (every year of its yearly series). */
  complete: (analytics: T) => T,
): Promise<Seen<T | null>> {
  const [row] = await queryRows<{ analytics: Stored<T> | null; generation: number }>(db, query);
  const analytics = row?.analytics;
  return {
    answer: analytics
      ? complete({ ...analytics, competition: competitionStatsOf(analytics.competition) } as T)
      : null,
    generation: row?.generation ?? 0,
  };
}
