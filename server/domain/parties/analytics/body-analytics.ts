import { type SQL, sql } from 'drizzle-orm';
import type { BodyAnalytics } from '../../../../common/api/party-analytics';
import { everyYear } from '../../../../common/year-series';
import type { Db } from '../../../db/client';
import { seenGeneration } from '../../../db/data-generation';
import { isAward } from '../../../search/competition-sql';
import {
  awardedAmount,
  competitionJson,
  inYearsOf,
  rankingJson,
  runAnalytics,
  type Seen,
} from './analytics-sql';

/**
 * A contracting body's tenders published in `years`: by year (every year), count and amount (the
 * amount the search sorts on), then the awards of those tenders — offers and discount quartiles,
 * single-offer share, how many winners and the biggest ones with their share of the awarded
 * amount. Void results (desierto, renuncia…) awarded nothing and do not count. One statement.
 */
export function bodyAnalyticsQuery(partyId: number, years: number[]): SQL {
  const inChosenYears = inYearsOf(years);
  return sql`with tenders as materialized (
          select p.id, extract(year from p.publication_date)::int as year, coalesce(p.sort_amount, 0) as amount
          from projects p where p.contracting_party_id = ${partyId} and p.deleted_at is null
        ),
        chosen as materialized (select * from tenders where ${inChosenYears(sql`year`)}),
        awards as materialized (
          select r.winner_party_id as party, r.received_tender_quantity, r.discount,
            r.discount_exclusion, ${awardedAmount} as amount
          -- Per tender through its index, which holds every column read here (index-only; offset 0
          -- keeps the planner from flattening this into a hash join that reads every award).
          from chosen c cross join lateral (
            select r.winner_party_id, r.received_tender_quantity, r.discount, r.discount_exclusion,
              r.payable_amount, r.tax_exclusive_amount
            from tender_results r where r.project_id = c.id and ${isAward('r')} offset 0) r
        )
        select case when not exists (select 1 from tenders) then null else json_build_object(
          'by_year', (select coalesce(json_agg(y order by y.year), '[]') from (
              select year, count(*)::int as tenders, sum(amount)::text as amount
              from tenders where year is not null group by year) y),
          'tenders', (select count(*)::int from chosen),
          'amount', (select coalesce(sum(amount), 0)::text from chosen),
          'awards', (select count(*)::int from awards),
          'awarded_amount', (select coalesce(sum(amount), 0)::text from awards),
          'competition', ${competitionJson('awards')},
          'winners', (select count(distinct party)::int from awards),
          'top_winners', ${rankingJson(
            sql`select party, count(*)::int as awards, sum(amount) as amount from awards where party is not null group by party`,
            sql`(select sum(amount) from awards)`,
          )}
        ) end as analytics, ${seenGeneration} as generation`;
}

/** The answer, null when the party has no such role, and the data generation it saw. */
export function bodyAnalytics(db: Db, partyId: number, years: number[]): Promise<Seen<BodyAnalytics | null>> {
  return runAnalytics<BodyAnalytics>(db, bodyAnalyticsQuery(partyId, years), (a) => ({
    ...a,
    by_year: everyYear(a.by_year, (year) => ({ year, tenders: 0, amount: '0' })),
  }));
}
