import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_TOP, type CompanyAnalytics } from '../../../../common/api/party-analytics';
import { everyYear } from '../../../../common/year-series';
import type { Db } from '../../../db/client';
import { seenGeneration } from '../../../db/data-generation';
import {
  awardedAmount,
  competitionJson,
  inYearsOf,
  rankingJson,
  runAnalytics,
  type Seen,
} from './analytics-sql';

/** Competitors are looked for in the company's busiest markets only, so a big winner stays fast. */
export const MARKETS_MAX = 10;

/** The division of a tender (alias p): the first two digits of its first (main) CPV code. */
export const divisionOf = (p: string) => sql.raw(`left(${p}.cpv_codes[1], 2)`);

/**
 * A company's wins in `years` (award year, else the tender's): by year (every year), count and
 * amount, discount and offers quartiles, single-offer and SME shares, top bodies and CPV
 * divisions by amount, and the other winners in its markets — the pairs of contracting body
 * and CPV division of its wins, its MARKETS_MAX busiest ones — with how many awards they won
 * there in the same years. One statement: the wins are read once.
 */
export function companyAnalyticsQuery(partyId: number, years: number[]): SQL {
  const inChosenYears = inYearsOf(years);
  return sql`with won as materialized (
          select r.id, r.received_tender_quantity, r.discount, r.discount_exclusion, r.sme_awarded,
            ${awardedAmount} as amount,
            extract(year from coalesce(r.award_date, p.publication_date))::int as year,
            p.contracting_party_id as body, ${divisionOf('p')} as division
          from tender_results r join projects p on p.id = r.project_id
          where r.winner_party_id = ${partyId} and p.deleted_at is null
        ),
        chosen as materialized (select * from won where ${inChosenYears(sql`year`)}),
        markets as (
          select body, division, count(*) as wins from chosen
          where body is not null and division is not null
          group by body, division
        ),
        busiest as (select body, division from markets order by wins desc, body, division limit ${MARKETS_MAX}),
        rivals as (
          select r.winner_party_id as party, count(*)::int as awards,
            count(distinct (b.body, b.division))::int as markets
          from busiest b
          join projects p on p.contracting_party_id = b.body and ${divisionOf('p')} = b.division and p.deleted_at is null
          join tender_results r on r.project_id = p.id
          where r.winner_party_id <> ${partyId}
            and ${inChosenYears(sql`extract(year from coalesce(r.award_date, p.publication_date))::int`)}
          group by r.winner_party_id
          order by awards desc, party limit ${ANALYTICS_TOP}
        )
        select case when not exists (select 1 from won) then null else json_build_object(
          'by_year', (select coalesce(json_agg(y order by y.year), '[]') from (
              select year, count(*)::int as awards, sum(amount)::text as amount
              from won where year is not null group by year) y),
          'awards', (select count(*)::int from chosen),
          'amount', (select coalesce(sum(amount), 0)::text from chosen),
          'competition', ${competitionJson('chosen')},
          'sme', (select json_build_object('sme_awards', count(*) filter (where sme_awarded)::int,
              'sample_size', count(sme_awarded)::int) from chosen),
          'top_bodies', ${rankingJson(sql`select body as party, count(*)::int as awards, sum(amount) as amount from chosen where body is not null group by body`, sql`(select coalesce(sum(amount), 0) from chosen)`)},
          'top_cpv_divisions', (select coalesce(json_agg(json_build_object('division', d.division,
                'label', cpv.label, 'awards', d.awards, 'amount', d.amount::text,
                'share', (d.amount / nullif((select sum(amount) from chosen), 0))::float8)
              order by d.amount desc, d.division), '[]')
            from (select division, count(*)::int as awards, sum(amount) as amount from chosen
              where division is not null group by division order by amount desc, division limit ${ANALYTICS_TOP}) d
            left join cpv_codes cpv on cpv.code = d.division || '000000'),
          'competitors', (select coalesce(json_agg(json_build_object(
              'party', json_build_object('id', w.id, 'name', w.name, 'party_id', w.party_id),
              'awards', rv.awards, 'markets', rv.markets) order by rv.awards desc, rv.party), '[]')
            from rivals rv join parties w on w.id = rv.party),
          'markets', json_build_object('searched', (select count(*)::int from busiest),
              'total', (select count(*)::int from markets))
        ) end as analytics, ${seenGeneration} as generation`;
}

/** The answer, null when the party has no such role, and the data generation it saw. */
export function companyAnalytics(
  db: Db,
  partyId: number,
  years: number[],
): Promise<Seen<CompanyAnalytics | null>> {
  return runAnalytics<CompanyAnalytics>(db, companyAnalyticsQuery(partyId, years), (a) => ({
    ...a,
    by_year: everyYear(a.by_year, (year) => ({ year, awards: 0, amount: '0' })),
  }));
}
