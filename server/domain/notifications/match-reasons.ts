import { sql } from 'drizzle-orm';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import type { MatchReason } from '../../../common/api/notifications';
import {
  type ProcurementFilters,
  procurementFiltersSchema,
  SNIPPET_MARK,
} from '../../../common/api/procurement-search';
import { snippetParts } from '../../../common/document-snippet';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { translate } from '../../messages';
import { documentMatches } from '../../search/document-matches';

interface ReasonRow {
  notification_id: number;
  project_id: number | null;
  alert_id: number;
  alert_name: string;
  filters: Record<string, unknown>;
  marked: string | null;
  cpv_labels: Record<string, string> | null;
}

// Every matched word of the short texts marked, none skipped: the terms are read off the marks.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK.start}, StopSel=${SNIPPET_MARK.stop}, HighlightAll=true`;

/** The words between marks, each once (first spelling kept, compared without case). */
function markedWords(marked: string | null): string[] {
  const seen = new Map<string, string>();
  for (const part of snippetParts(marked ?? '')) {
    const word = part.text.trim();
    if (part.marked && word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()];
}

/**
 * Why each notification's alerts brought its tender, keyed by notification id, one reason per
 * alert in the order of `alerts` (by name). The words are marked by the database with the same
 * Spanish configuration the alert matched with, over what its search reads first (a tender's
 * title, summary, body and CPV names; an announcement's title, summary and department). One
 * statement for the page, plus one per distinct 'En los pliegos' words.
 */
export async function matchReasons(db: Db, notificationIds: number[]): Promise<Map<number, MatchReason[]>> {
  const reasons = new Map<number, MatchReason[]>();
  if (notificationIds.length === 0) return reasons;
  const rows = await queryRows<ReasonRow>(
    db,
    sql`select n.id as notification_id, n.project_id, a.id as alert_id, a.name as alert_name, a.filters,
          case when a.search_terms <> '' then
            ts_headline('spanish_unaccent',
              translate(case when p.id is not null
                then concat_ws(' · ', p.title, p.summary, p.contracting_party_name,
                  (select string_agg(c.label, ' · ') from cpv_codes c where c.code = any(p.cpv_codes)))
                else concat_ws(' · ', op.title, op.summary, op.department) end,
                ${SNIPPET_MARK.start + SNIPPET_MARK.stop}, ''),
              websearch_to_tsquery('spanish_unaccent', a.search_terms), ${HEADLINE_OPTIONS})
          end as marked,
          (select json_object_agg(c.code, c.label) from cpv_codes c
            where c.code in (select jsonb_array_elements_text(coalesce(a.filters->'cpv_codes', '[]'::jsonb)))) as cpv_labels
        from notifications n
        join alerts a on a.id = any(n.alert_ids)
        left join projects p on p.id = n.project_id
        left join official_publications op on op.id = n.publication_id
        where n.id = any(${pgArray(notificationIds)}::int[])
        order by n.id, a.name, a.id`,
  );
  const byTerms = new Map<string, number[]>();
  const parsed = rows.map((row) => {
    const filters: ProcurementFilters = procurementFiltersSchema.catch({}).parse(row.filters);
    const terms = filters.document_terms;
    if (terms && row.project_id !== null) byTerms.set(terms, [...(byTerms.get(terms) ?? []), row.project_id]);
    return { row, filters };
  });
  const snippets = new Map<string, Map<number, string>>();
  for (const [terms, projectIds] of byTerms) {
    const matches = await documentMatches(db, [...new Set(projectIds)], terms);
    snippets.set(terms, new Map([...matches].map(([id, match]) => [id, match.snippet])));
  }
  for (const { row, filters } of parsed) {
    const terms = filters.document_terms;
    const snippet = terms && row.project_id !== null ? snippets.get(terms)?.get(row.project_id) : undefined;
    // Words in the documents are said by the snippet when there is one; the sources, by the tender.
    const shown = { ...filters, sources: undefined, document_terms: snippet ? undefined : terms };
    const reason: MatchReason = {
      alert_id: row.alert_id,
      alert_name: row.alert_name,
      terms: markedWords(row.marked),
      filters: summarizeFilters(shown, translate, (code) => row.cpv_labels?.[code]).map(
        (item) => `${item.label}: ${item.value}`,
      ),
      ...(snippet ? { document_snippet: snippet } : {}),
    };
    reasons.set(row.notification_id, [...(reasons.get(row.notification_id) ?? []), reason]);
  }
  return reasons;
}
