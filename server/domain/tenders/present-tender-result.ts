import { sql } from 'drizzle-orm';
import type { PartyLink, TenderResult } from '../../../common/api/procurement-project';
import { TENDER_RESULTS } from '../../../common/reference/codice';

/** A code's Spanish label from a CODICE list, or null for codes the list does not have. */
export function labelOf<T extends Record<string, string>>(list: T, code: string | null): string | null {
  return code !== null && Object.hasOwn(list, code) ? (list[code as keyof T] ?? null) : null;
}

export function partyLink(id: number | null, name: string | null, taxId: string | null): PartyLink | null {
  return id === null ? null : { id, name: name ?? '', party_id: taxId };
}

export interface TenderResultRow {
  id: number;
  project_id: number;
  project_title: string;
  project_summary: string | null;
  lot_id: string | null;
  lot_summary: string | null;
  result_code: string | null;
  reason: string | null;
  award_date: string | null;
  payable_amount: string | null;
  tax_exclusive_amount: string | null;
  received_tender_quantity: number | null;
  winner_id: number | null;
  winner_name: string | null;
  winner_tax_id: string | null;
}

/**
 * Tender results with their winner, lot and project (aliases r, w, l, p). Amounts come as text:
 * exact, and still strings when the rows are aggregated into JSON. An award names its winner as
 * that notice published it; the party's own name is its most recent one.
 */
export const tenderResultFrom = sql`tender_results r
  join projects p on p.id = r.project_id
  left join parties w on w.id = r.winner_party_id
  left join lateral (select l.summary, l.description, l.total_amount, l.tax_exclusive_amount, l.cpv_codes
    from lots l where l.project_id = r.project_id and l.lot_id = r.lot_id order by l.position limit 1) l on true`;

export const tenderResultColumns = sql`r.id, r.project_id, p.title as project_title, p.summary as project_summary,
  r.lot_id, l.summary as lot_summary, r.result_code, r.description as reason, r.award_date::text as award_date,
  r.payable_amount::text as payable_amount, r.tax_exclusive_amount::text as tax_exclusive_amount,
  r.received_tender_quantity,
  w.id as winner_id, coalesce(r.winner_name, w.name) as winner_name, w.party_id as winner_tax_id`;

export function presentTenderResult(row: TenderResultRow): TenderResult {
  return {
    id: row.id,
    summary: row.reason,
    award_date: row.award_date,
    payable_amount: row.payable_amount,
    tax_exclusive_amount: row.tax_exclusive_amount,
    received_tender_quantity: row.received_tender_quantity,
    result_code: row.result_code,
    result_code_label: labelOf(TENDER_RESULTS, row.result_code),
    party: partyLink(row.winner_id, row.winner_name, row.winner_tax_id),
    lot_id: row.lot_id,
    procurement_project_id: row.project_id,
    project_title: row.project_title,
    description: row.lot_summary ?? row.project_summary,
  };
}
