import { type SQL, sql } from 'drizzle-orm';
import type { ProcurementSearchQuery, ProcurementSearchResponse } from '../../common/api/procurement-search';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../../server/domain/tenders/present-tender-summary';
import { tenderFilterConditions } from '../../server/search/tender-filters';

export interface NaiveTerm {
  text: string;
  exclude: boolean;
}

/** Words and "phrases" of a search box, `-` excluding; `or` joins neighbours into one group. */
export function naiveTerms(terms: string): NaiveTerm[][] {
  const groups: NaiveTerm[][] = [];
  let joinNext = false;
  for (const m of terms.matchAll(/(-?)"([^"]*)"|(-?)(\S+)/g)) {
    const text = (m[2] ?? m[4] ?? '').trim();
    if (!text) continue;
    if (m[4]?.toLowerCase() === 'or' && groups.length) {
      joinNext = true;
      continue;
    }
    const term = { text, exclude: Boolean(m[1] || m[3]) };
    if (joinNext) groups.at(-1)!.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (text: string) => sql`(p.title ilike ${like(text)} or p.summary ilike ${like(text)})`;

/**
 * The baseline: the same filters, page and count as the real search, but the words matched by
 * ILIKE '%word%' on title and summary (no full-text index, no stemming) and "relevance" as
 * title matches first.
 */
export async function naiveSearch(
  db: Db,
  q: ProcurementSearchQuery,
  { now }: { now: Date },
): Promise<ProcurementSearchResponse> {
  const where: SQL[] = tenderFilterConditions(q.filters, now);
  const groups = naiveTerms(q.searchTerms);
  for (const group of groups) {
    const parts = group.map((t) => (t.exclude ? sql`not ${contains(t.text)}` : contains(t.text)));
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const condition = sql.join(where, sql` and `);
  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from projects p where ${condition}`,
  );
  const total = countRow?.total ?? 0;
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const titleHits = groups
    .flat()
    .filter((t) => !t.exclude)
    .map((t) => sql`(p.title ilike ${like(t.text)})::int`);
  const order =
    q.sortField === 'score' && titleHits.length
      ? sql`${sql.join(titleHits, sql` + `)} desc, p.publication_date desc nulls last, p.id desc`
      : q.sortField === 'estimated_overall_contract_amount'
        ? sql`p.sort_amount ${dir} nulls last, p.id desc`
        : sql`p.publication_date ${dir} nulls last, p.id ${dir}`;
  const rows = await queryRows<TenderSummaryRow>(
    db,
    sql`select ${summaryColumns}, null::real as score from projects p where ${condition}
        order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    results: rows.map((row) => ({ ...presentTenderSummary(row), eligibility: null, document_match: null })),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / q.pageSize),
      current_page: q.page,
      total_is_estimate: false,
    },
  };
}
