import { type SQL, sql } from 'drizzle-orm';
import type { CompetitionStats } from '../../common/api/competition';

/**
 * The competition statistics in SQL, over `tender_results` rows under an alias: awards are the
 * results that were not void, discounts count only when usable (no exclusion), and every
 * statistic is a median with its quartiles (`percentile_cont`, as `quartilesOf` of
 * common/competition.ts) and its sample size. Usable by any query that joins the results.
 */

/** A tender result that awarded something (not desierto, desistimiento or renuncia). */
export const isAward = (r: string) => sql.raw(`${r}.discount_exclusion is distinct from 'not_awarded'`);

/** The award's discount when statistics may use it, else null. */
export const usableDiscount = (r: string) =>
  sql.raw(`case when ${r}.discount_exclusion is null then ${r}.discount end`);

const quartiles = (value: SQL) =>
  sql`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${value})`;

/**
 * Aggregate columns over the award rows of a query (filter them with `isAward`): read one row
 * into `CompetitionStatsRow` and present it with `competitionStatsOf`.
 */
export function competitionStatsColumns(r: string): SQL {
  const offers = sql.raw(`${r}.received_tender_quantity`);
  const discount = usableDiscount(r);
  return sql`${quartiles(offers)} as offers_quartiles,
    count(${offers})::int as offers_sample,
    count(*) filter (where ${offers} = 1)::int as single_offer,
    ${quartiles(discount)} as discount_quartiles,
    count(${discount})::int as discount_sample,
    count(*) filter (where ${sql.raw(`${r}.discount_exclusion`)} is not null)::int as discount_excluded,
    count(*)::int as awards`;
}

export interface CompetitionStatsRow {
  offers_quartiles: number[] | null;
  offers_sample: number;
  single_offer: number;
  discount_quartiles: number[] | null;
  discount_sample: number;
  discount_excluded: number;
  awards: number;
}

export function competitionStatsOf(row: CompetitionStatsRow): CompetitionStats {
  const [offersQ1, offersMedian, offersQ3] = row.offers_quartiles ?? [];
  const [discountQ1, discountMedian, discountQ3] = row.discount_quartiles ?? [];
  return {
    offers_median: offersMedian ?? null,
    offers_q1: offersQ1 ?? null,
    offers_q3: offersQ3 ?? null,
    single_offer_share: row.offers_sample > 0 ? row.single_offer / row.offers_sample : null,
    discount_median: discountMedian ?? null,
    discount_q1: discountQ1 ?? null,
    discount_q3: discountQ3 ?? null,
    sample_size: row.awards,
    offers_sample_size: row.offers_sample,
    discount_sample_size: row.discount_sample,
    discount_excluded: row.discount_excluded,
  };
}
