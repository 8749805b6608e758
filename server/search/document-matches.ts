import { sql } from 'drizzle-orm';
import { type DocumentMatch, SNIPPET_MARK } from '../../common/api/procurement-search';
import type { Db } from '../db/client';
import { pgArray, queryRows } from '../db/rows';
import { documentQuery } from './tender-filters';

// Short: a result row quotes a line or two, not a paragraph.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK.start}, StopSel=${SNIPPET_MARK.stop}, MaxWords=18, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Each tender's page that best matches the 'En los pliegos' words, with a snippet around them:
 * only the matching pages of these few tenders are ranked, and only the best one is quoted.
 */
export async function documentMatches(
  db: Db,
  projectIds: number[],
  terms: string,
): Promise<Map<number, DocumentMatch>> {
  if (projectIds.length === 0 || !terms) return new Map();
  const query = documentQuery(terms);
  const rows = await queryRows<DocumentMatch & { project_id: number }>(
    db,
    sql`select b.project_id, b.document_id, b.name, b.member, b.page,
          -- The marks are ours alone: a document's own are dropped.
          ts_headline('spanish_unaccent', translate(b.text, ${SNIPPET_MARK.start + SNIPPET_MARK.stop}, ''), ${query}, ${HEADLINE_OPTIONS}) as snippet
        from (
          select distinct on (d.project_id) d.project_id, d.id as document_id, d.name, dp.member, dp.page, dp.text
          from tender_documents d join document_pages dp on dp.sha256 = d.sha256
          where d.project_id = any(${pgArray(projectIds)}::int[]) and d.removed_at is null
            and dp.search_vector @@ ${query}
          order by d.project_id, ts_rank_cd(dp.search_vector, ${query}) desc, d.id, dp.member, dp.page
        ) b`,
  );
  return new Map(rows.map(({ project_id, ...match }) => [project_id, match]));
}
