import { sql } from 'drizzle-orm';
import { documentPath } from '../../../common/api/documents';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { FileStore } from '../../files/file-store';
import type { BoeItem } from './item';
import { renderDocumentHtml } from './render-html';

export type StoreOutcome = 'created' | 'updated' | 'unchanged';

/** Title A, department B, summary C, document text D: the weights of tenders, same configuration. */
const searchVector = (item: BoeItem) => {
  const p = item.publication;
  return sql`setweight(to_tsvector('spanish_unaccent', ${p.title}), 'A') ||
    setweight(to_tsvector('spanish_unaccent', ${p.department}), 'B') ||
    setweight(to_tsvector('spanish_unaccent', ${p.summary ?? ''}), 'C') ||
    setweight(to_tsvector('spanish_unaccent', ${item.text}), 'D')`;
};

/**
 * Stores one announcement, idempotent by identifier. The document files are written first (a put
 * of the same key with the same content is harmless), then the row and — for a new one only — its
 * `new_publication` event commit together: a crash in between leaves files that the retry writes
 * again, never a row without its document. Unchanged rows are not touched (no new updated_at, no
 * event); a changed one (the BOE corrected it) is updated without notifying again.
 */
export async function storePublication(db: Db, files: FileStore, item: BoeItem): Promise<StoreOutcome> {
  const p = item.publication;
  const json = `${JSON.stringify(item.document)}\n`;
  const jsonKey = documentPath('boe', p.identifier, 'json');
  if ((await files.get(jsonKey)) !== json) {
    await files.put(jsonKey, json, 'application/json; charset=utf-8');
    await files.put(
      documentPath('boe', p.identifier, 'html'),
      renderDocumentHtml(item.document),
      'text/html; charset=utf-8',
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; inserted: boolean }>(
      tx,
      sql`insert into official_publications as o (source, identifier, title, summary, department,
            department_code, section, date, pdf_url, html_url, search_vector)
          values ('boe', ${p.identifier}, ${p.title}, ${p.summary}, ${p.department}, ${p.departmentCode},
            ${p.section}, ${p.date}, ${p.pdfUrl}, ${p.htmlUrl}, ${searchVector(item)})
          on conflict (identifier) do update set title = excluded.title, summary = excluded.summary,
            department = excluded.department, department_code = excluded.department_code,
            section = excluded.section, date = excluded.date, pdf_url = excluded.pdf_url,
            html_url = excluded.html_url, search_vector = excluded.search_vector, updated_at = now()
          where (o.title, o.summary, o.department, o.department_code, o.section, o.date, o.pdf_url,
                 o.html_url, o.search_vector)
            is distinct from (excluded.title, excluded.summary, excluded.department,
                 excluded.department_code, excluded.section, excluded.date, excluded.pdf_url,
                 excluded.html_url, excluded.search_vector)
          returning id, (xmax = 0) as inserted`,
    );
    if (!row) return 'unchanged';
    if (!row.inserted) return 'updated';
    await tx.execute(
      sql`insert into ingest_events (type, publication_id) values ('new_publication', ${row.id})`,
    );
    return 'created';
  });
}
