import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import { summaryColumns, type TenderSummaryRow } from './present-tender-summary';
import { asDate } from './search-count';

/** A result row and the data generation its statement saw. */
export type PageRow = TenderSummaryRow & { generation: number };

/** Its matches, when there are at most `limit` of them (else `rows` is null). */
export interface SmallSet {
  count: number;
  rows: PageRow[] | null;
  generation: number;
  /** The earliest submission deadline among the matches, when asked for. */
  nextDeadline: Date | null;
}

/**
 * Reads up to `limit` + 1 matches once (by whichever index finds them, not by the sort's): when
 * that is all of them, they are counted, sorted and cut into the page in the same statement,
 * and only the page's rows are read whole. Columns of the matches a sort may use: `id`,
 * `publication_date`, `sort_amount`, `score` (when ranked) and `exact_match`.
 */
export async function readSmallSet(
  db: Db,
  s: {
    where: SQL;
    limit: number;
    /** The page's order over those columns (alias `p`). */
    order: SQL;
    /** Computed over every match only when the order needs it. */
    rank: SQL | null;
    exact: SQL | null;
    /** The page's score column (alias `p` = projects). */
    score: SQL;
    pageSize: number;
    offset: number;
    deadlines: boolean;
  },
): Promise<SmallSet> {
  const rows = await queryRows<
    PageRow & { n: number; next_deadline: string | Date | null; id: number | null }
  >(
    db,
    sql`with m as materialized (
          select p.id, p.publication_date, p.sort_amount,
            ${s.rank ?? sql`null::real`} as score, ${s.exact ?? sql`false`} as exact_match,
            ${s.deadlines ? sql`p.submission_deadline` : sql`null::timestamptz`} as deadline
          from projects p where ${s.where} limit ${s.limit + 1}),
        c as (select count(*)::int as n, min(deadline) as next_deadline from m)
        select c.n, c.next_deadline, ${seenGeneration} as generation, page.*
        from c left join (
          select ${summaryColumns}, ${s.score} as score, k.ord
          from (select p.id, row_number() over (order by ${s.order}) as ord
            from (select * from m p where (select n from c) <= ${s.limit}
              order by ${s.order} limit ${s.pageSize} offset ${s.offset}) p) k
          join projects p on p.id = k.id) page on true
        order by page.ord`,
  );
  const first = rows[0];
  const count = first?.n ?? 0;
  return {
    count,
    rows: count <= s.limit ? rows.filter((r) => r.id !== null) : null,
    generation: first?.generation ?? 0,
    nextDeadline: asDate(first?.next_deadline),
  };
}
