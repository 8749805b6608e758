import { type SQL, sql } from 'drizzle-orm';
import type { PublicationSearchQuery, PublicationSearchResponse } from '../../../common/api/publications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type PublicationRow, presentPublication, publicationColumns } from './present-publication';

/** The words condition over publications (alias `o`), the tenders' query syntax and configuration. */
export function publicationTextMatch(terms: string): { where: SQL; rank: SQL } | undefined {
  if (!terms) return undefined;
  const tsquery = sql`websearch_to_tsquery('spanish_unaccent', ${terms})`;
  return {
    where: sql`o.search_vector @@ ${tsquery}`,
    rank: sql`ts_rank_cd(o.search_vector, ${tsquery}, 32)`,
  };
}

/**
 * Full-text search of the official publications: by rank with words (newest first among equals),
 * newest first without; `date` narrows to an issue-date range.
 */
export async function searchPublications(
  db: Db,
  q: PublicationSearchQuery,
): Promise<PublicationSearchResponse> {
  const text = publicationTextMatch(q.searchTerms);
  const conditions: SQL[] = [];
  if (text) conditions.push(text.where);
  if (q.date?.from) conditions.push(sql`o.date >= ${q.date.from}::date`);
  if (q.date?.to) conditions.push(sql`o.date <= ${q.date.to}::date`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from official_publications o ${where}`,
  );
  const rows = await queryRows<PublicationRow & { score: number | null }>(
    db,
    sql`select ${publicationColumns}, ${text ? text.rank : sql`null::real`} as score
        from official_publications o ${where}
        order by ${text ? sql`score desc, ` : sql``}o.date desc, o.id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = count?.n ?? 0;
  return {
    results: rows.map((r) => ({
      ...presentPublication(r),
      score: r.score === null ? null : Number(r.score),
    })),
    metadata: { total_results: total, total_pages: Math.ceil(total / q.pageSize), current_page: q.page },
  };
}
