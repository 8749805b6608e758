import { type SQL, sql } from 'drizzle-orm';
import type { MarketAnalysis, MarketAnalysisQuery } from '../../../common/api/market';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type CompetitionStatsRow,
  competitionStatsColumns,
  competitionStatsOf,
  isAward,
} from '../../search/competition-sql';
import { searchConditions } from '../../search/search-conditions';

/** How many winners and contracting bodies the market lists. */
export const MARKET_TOP = 10;

interface PartyRow {
  id: number;
  name: string;
  tenders: number;
  awards: number;
  amount: number;
}
interface MarketRow {
  tenders: number;
  awarded_amount: number;
  by_year: MarketAnalysis['by_year'];
  competition: CompetitionStatsRow;
  top_winners: Omit<PartyRow, 'tenders'>[];
  top_bodies: PartyRow[];
}

/**
 * The statement behind `analyseMarket`: the matching tenders and their awards are found once
 * (materialized), then every figure is read from them.
 */
export function marketStatement(q: MarketAnalysisQuery, now: Date): SQL {
  const where = sql.join(searchConditions(q, now), sql` and `);
  return sql`with t as materialized (
        select p.id, p.publication_date, p.contracting_party_id from projects p where ${where}),
      a as materialized (
        select r.id, r.project_id, r.received_tender_quantity, r.discount, r.discount_exclusion,
          r.winner_party_id, coalesce(r.tax_exclusive_amount, 0) as amount,
          extract(year from t.publication_date)::int as year
        -- Each tender's awards through the results' project index: a market is a small part of
        -- the table, which the planner's guess at the materialized set does not know.
        from t cross join lateral (select * from tender_results r
          where r.project_id = t.id and ${isAward('r')} offset 0) r)
      select
        (select count(*)::int from t) as tenders,
        (select coalesce(sum(amount), 0)::float8 from a) as awarded_amount,
        (select coalesce(json_agg(y order by y.year), '[]'::json) from (
          select year, sum(tenders)::int as tenders, sum(awards)::int as awards,
            sum(amount)::float8 as awarded_amount
          from (select extract(year from publication_date)::int as year, 1 as tenders, 0 as awards,
                  0::numeric as amount from t where publication_date is not null
                union all select year, 0, 1, amount from a where year is not null) u
          group by year) y) as by_year,
        (select row_to_json(c) from (select ${competitionStatsColumns('a')} from a) c) as competition,
        (select coalesce(json_agg(w), '[]'::json) from (
          select w.id, w.name, count(*)::int as awards, sum(a.amount)::float8 as amount
          from a join parties w on w.id = a.winner_party_id
          group by w.id, w.name order by amount desc, awards desc, w.id limit ${MARKET_TOP}) w) as top_winners,
        (select coalesce(json_agg(b), '[]'::json) from (
          select b.id, b.name, count(distinct t.id)::int as tenders, count(a.id)::int as awards,
            coalesce(sum(a.amount), 0)::float8 as amount
          from t join parties b on b.id = t.contracting_party_id left join a on a.project_id = t.id
          group by b.id, b.name order by amount desc, tenders desc, b.id limit ${MARKET_TOP}) b) as top_bodies`;
}

/**
 * The competition in a market — the tenders a search with these words and filters finds: tenders
 * and awarded amount by year, offers and discount quartiles, the single-offer share, and the
 * winners and bodies with the largest awarded amounts. One statement, so the matching tenders
 * and their awards are found once.
 */
export async function analyseMarket(
  db: Db,
  q: MarketAnalysisQuery,
  now = new Date(),
): Promise<MarketAnalysis> {
  const [row] = await db.transaction(async (tx) => {
    // Rough estimates over the materialized sets make the planner compile the statement (JIT):
    // 1.5 s of compiling for a query that runs in less on a million tenders.
    await tx.execute(sql`set local jit = off`);
    return queryRows<MarketRow>(tx, marketStatement(q, now));
  });
  const r = row!;
  const competition = competitionStatsOf(r.competition);
  return {
    tenders: r.tenders,
    awards: competition.sample_size,
    awarded_amount: r.awarded_amount,
    by_year: r.by_year,
    competition,
    top_winners: r.top_winners.map((w) => ({
      party: { id: w.id, name: w.name },
      awards: w.awards,
      amount: w.amount,
      share: r.awarded_amount > 0 ? w.amount / r.awarded_amount : null,
    })),
    top_bodies: r.top_bodies.map((b) => ({
      party: { id: b.id, name: b.name },
      tenders: b.tenders,
      awards: b.awards,
      amount: b.amount,
    })),
  };
}
