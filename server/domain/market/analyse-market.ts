import { type SQL, sql } from 'drizzle-orm';
import type { MarketAnalysis, MarketAnalysisQuery } from '../../../common/api/market';
import { everyYear } from '../../../common/year-series';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
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
  generation: number;
}

/**
 * The statement behind `analyseMarket`: the matching tenders and their awards are found once
 * (materialized), then every figure is read from them.
 */
export function marketStatement(q: MarketAnalysisQuery, now: Date): SQL {
  const where = sql.join(searchConditions(q, now), sql` and `);
  return sql`with t as materialized (
        select p.id, extract(year from p.publication_date)::int as year, p.contracting_party_id as body
        from projects p where ${where}),
      a as materialized (
        select t.id as project_id, t.year, t.body, r.received_tender_quantity, r.discount,
          r.discount_exclusion, r.winner_party_id, coalesce(r.tax_exclusive_amount, 0) as amount
        -- Each tender's awards through the results' project index, which holds every column read
        -- here (index-only): a market is a small part of the table, which the planner's guess at
        -- the materialized set does not know.
        from t cross join lateral (select r.received_tender_quantity, r.discount, r.discount_exclusion,
            r.winner_party_id, r.tax_exclusive_amount
          from tender_results r where r.project_id = t.id and ${isAward('r')} offset 0) r)
      select
        (select count(*)::int from t) as tenders,
        (select coalesce(sum(amount), 0)::float8 from a) as awarded_amount,
        (select coalesce(json_agg(y order by y.year), '[]'::json) from (
          select year, sum(tenders)::int as tenders, sum(awards)::int as awards,
            sum(amount)::float8 as awarded_amount
          from (select year, count(*) as tenders, 0 as awards, 0::numeric as amount
                  from t where year is not null group by year
                union all select year, 0, count(*), sum(amount) from a where year is not null group by year) u
          group by year) y) as by_year,
        (select row_to_json(c) from (select ${competitionStatsColumns('a')} from a) c) as competition,
        (select coalesce(json_agg(w order by w.amount desc, w.awards desc, w.id), '[]'::json) from (
          select w.id, w.name, x.awards, x.amount
          from (select winner_party_id, count(*)::int as awards, sum(amount)::float8 as amount
                from a where winner_party_id is not null group by winner_party_id
                order by amount desc, awards desc, winner_party_id limit ${MARKET_TOP}) x
          join parties w on w.id = x.winner_party_id) w) as top_winners,
        -- Tenders and awards are counted per body apart and then joined: joining every tender to
        -- its awards first meant sorting both sets.
        (select coalesce(json_agg(b order by b.amount desc, b.tenders desc, b.id), '[]'::json) from (
          select b.id, b.name, x.tenders, x.awards, x.amount
          from (select tb.body, tb.tenders, coalesce(ab.awards, 0) as awards, coalesce(ab.amount, 0) as amount
                from (select body, count(*)::int as tenders from t where body is not null group by body) tb
                left join (select body, count(*)::int as awards, sum(amount)::float8 as amount
                  from a where body is not null group by body) ab on ab.body = tb.body
                order by amount desc, tenders desc, tb.body limit ${MARKET_TOP}) x
          join parties b on b.id = x.body) b) as top_bodies,
        ${seenGeneration} as generation`;
}

/**
 * The competition in a market — the tenders a search with these words and filters finds: tenders
 * and awarded amount by year, offers and discount quartiles, the single-offer share, and the
 * winners and bodies with the largest awarded amounts. One statement, so the matching tenders
 * and their awards are found once. With the data generation its statement saw.
 */
export async function analyseMarket(
  db: Db,
  q: MarketAnalysisQuery,
  now = new Date(),
): Promise<{ answer: MarketAnalysis; generation: number }> {
  const [row] = await db.transaction(async (tx) => {
    // A wide market holds 150,000 tenders and their awards: with PostgreSQL's default 4 MB of
    // work memory its sets spill to disk and its bitmaps of matching tenders turn lossy (every
    // row rechecked). (No JIT compiling either: server/db/pool-settings.ts.)
    await tx.execute(sql`set local work_mem = '32MB'`);
    return queryRows<MarketRow>(tx, marketStatement(q, now));
  });
  const r = row!;
  const competition = competitionStatsOf(r.competition);
  const answer = {
    tenders: r.tenders,
    awards: competition.sample_size,
    awarded_amount: r.awarded_amount,
    by_year: everyYear(r.by_year, (year) => ({ year, tenders: 0, awards: 0, awarded_amount: 0 })),
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
  return { answer, generation: r.generation };
}
