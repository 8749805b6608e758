import { sql } from 'drizzle-orm';
import { documentUrl, type Publication } from '../../../common/api/publications';

/** The columns a publication is presented from (alias `o`); the date as text, never a JS Date. */
export const publicationColumns = sql`o.id, o.source, o.identifier, o.title, o.summary, o.department,
  o.section, o.date::text as date, o.pdf_url, o.html_url`;

export interface PublicationRow {
  id: number;
  source: 'boe';
  identifier: string;
  title: string;
  summary: string | null;
  department: string;
  section: string;
  date: string;
  pdf_url: string;
  html_url: string;
}

export function presentPublication(row: PublicationRow): Publication {
  return {
    source: row.source,
    id: row.identifier,
    title: row.title,
    summary: row.summary,
    department: row.department,
    section: row.section,
    date: row.date,
    pdf_url: row.pdf_url,
    html_url: row.html_url,
    document_json: documentUrl(row.source, row.identifier, 'json'),
    document_html: documentUrl(row.source, row.identifier, 'html'),
  };
}
