import { sql } from 'drizzle-orm';
import type { DocumentPages } from '../../common/api/tender-documents';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { tenderDocumentOf } from './stored-copy';

// Snippets as plain text (no markup for the app to trust); two fragments of a long page at most.
const HEADLINE = 'StartSel="",StopSel="",MaxWords=30,MinWords=12,MaxFragments=2,FragmentDelimiter=" … "';

/**
 * The read text of a tender's document page by page, or, given words, the pages holding them
 * with a snippet each, in the order of the file. Nothing yet while it is not read.
 */
export async function documentPages(
  db: Db,
  projectId: number,
  documentId: number,
  q?: string,
): Promise<DocumentPages> {
  const doc = await tenderDocumentOf(db, projectId, documentId);
  if (!doc.sha256) return { members: [], pages: [] };
  const members = await queryRows<{ member: string }>(
    db,
    sql`select distinct member from document_pages where sha256 = ${doc.sha256} order by member`,
  );
  const query = sql`websearch_to_tsquery('spanish_unaccent', ${q ?? ''})`;
  const pages = q
    ? await queryRows<DocumentPages['pages'][number]>(
        db,
        sql`select member, page, null::text as text,
              ts_headline('spanish_unaccent', text, ${query}, ${HEADLINE}) as snippet
            from document_pages
            where sha256 = ${doc.sha256} and search_vector @@ ${query}
            order by member, page`,
      )
    : await queryRows<DocumentPages['pages'][number]>(
        db,
        sql`select member, page, text, null::text as snippet
            from document_pages where sha256 = ${doc.sha256} order by member, page`,
      );
  return { members: members.map((m) => m.member), pages };
}
