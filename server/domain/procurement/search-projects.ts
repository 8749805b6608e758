import { type SQL, sql } from 'drizzle-orm';
import type {
  ProcurementSearchQuery,
  ProcurementSearchResponse,
  ProjectSummary,
} from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type ProjectSummaryRow, presentProjectSummary, summaryColumns } from './present-project-summary';
import { projectFilterConditions } from './project-filters';

/** What an expediente number or a tax id looks like: searched exactly, and ranked first. */
const looksLikeIdentifier = (terms: string) =>
  terms.length <= 60 && /\d/.test(terms) && !/\s{2,}/.test(terms);

/** The words condition of the tender search, its exact-identifier part and its rank (alias `p`). */
export function projectTextMatch(terms: string): { where: SQL; exact: SQL; rank: SQL } | undefined {
  if (!terms) return undefined;
  const tsquery = sql`websearch_to_tsquery('spanish_unaccent', ${terms})`;
  const exact = looksLikeIdentifier(terms)
    ? sql`(upper(p.contract_folder_id) = upper(${terms}) or p.contracting_party_id in
          (select id from parties where party_id = upper(${terms})) or p.awardee_party_ids &&
          array(select id from parties where party_id = upper(${terms})))`
    : sql`false`;
  return {
    where: sql`(p.search_vector @@ ${tsquery} or ${exact})`,
    exact,
    rank: sql`ts_rank_cd(p.search_vector, ${tsquery}, 32)`,
  };
}

function orderBy(q: ProcurementSearchQuery, hasText: boolean): SQL {
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const byDate = sql`p.publication_date ${dir} nulls last, p.id ${dir}`;
  if (q.sortField === 'score' && hasText)
    return sql`score desc, p.publication_date desc nulls last, p.id desc`;
  if (q.sortField === 'estimated_overall_contract_amount')
    return sql`p.sort_amount ${dir} nulls last, p.id desc`;
  return byDate;
}

/**
 * The tender search: words, "phrases", OR and -exclusion (websearch syntax) over the weighted
 * Spanish document, every §3 filter, an exact expediente/tax-id match ranked first, and the
 * sort orders of §9. Returns one page plus the total count. `scope` narrows it further (e.g.
 * to one contracting body's tenders on its company page).
 */
export async function searchProjects(
  db: Db,
  q: ProcurementSearchQuery,
  { scope = [], now = new Date() }: { scope?: SQL[]; now?: Date } = {},
): Promise<ProcurementSearchResponse> {
  const text = projectTextMatch(q.searchTerms);
  const conditions = [...projectFilterConditions(q.filters, now), ...scope];
  if (text) conditions.push(text.where);
  const where = sql.join(conditions, sql` and `);

  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from projects p where ${where}`,
  );
  const total = countRow?.total ?? 0;

  const score = text ? sql`(case when ${text.exact} then 1000 else 0 end) + ${text.rank}` : sql`null::real`;
  // Only when the terms can be an identifier: ORDER BY refuses a constant `false`.
  const exactFirst = text && looksLikeIdentifier(q.searchTerms) ? sql`(${text.exact}) desc,` : sql``;
  const rows = await queryRows<ProjectSummaryRow>(
    db,
    sql`select ${summaryColumns}, ${score} as score from projects p where ${where}
        order by ${exactFirst} ${orderBy(q, Boolean(text))}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const results: ProjectSummary[] = rows.map(presentProjectSummary);
  return {
    results,
    metadata: { total_results: total, total_pages: Math.ceil(total / q.pageSize), current_page: q.page },
  };
}
