import { type SQL, sql } from 'drizzle-orm';
import type { ProcurementSearchQuery } from '../../../common/api/procurement-search';
import type { tenderTextMatch } from '../../search/search-conditions';
import type { timeDependence } from '../../search/time-dependence';

/** What every statement of one tender search shares (alias `p`). */
export interface SearchPlan {
  q: ProcurementSearchQuery;
  /** Extra conditions narrowing the search (e.g. one contracting body's tenders). */
  scope: SQL[];
  now: Date;
  /** The filters, the words and the scope. */
  where: SQL;
  text: ReturnType<typeof tenderTextMatch>;
  /** The words look like an expediente number or a tax id: exact matches are ranked first. */
  identifier: boolean;
  phrase: boolean;
  order: SQL;
  score: SQL;
  byScore: boolean;
  offset: number;
  /** Matches counted exactly up to this many. */
  exactLimit: number;
  clock: ReturnType<typeof timeDependence>;
}

/** The page's order; `exact` puts exact identifier matches first. */
export function orderBy(q: ProcurementSearchQuery, hasText: boolean, exact?: SQL): SQL {
  return sql`${exact ? sql`(${exact}) desc,` : sql``} ${sortKeys(q, hasText)}`;
}

function sortKeys(q: ProcurementSearchQuery, hasText: boolean): SQL {
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  // Written exactly like the indexes (id is never null), so they serve the sort.
  const byDate = sql`p.publication_date ${dir} nulls last, p.id ${dir} nulls last`;
  if (q.sortField === 'score' && hasText)
    return sql`score desc, p.publication_date desc nulls last, p.id desc`;
  if (q.sortField === 'estimated_overall_contract_amount')
    return sql`p.sort_amount ${dir} nulls last, p.id desc nulls last`;
  return byDate;
}
