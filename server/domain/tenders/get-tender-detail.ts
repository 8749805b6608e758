import { sql } from 'drizzle-orm';
import type { ProjectDetail, ProjectDocument } from '../../../common/api/procurement-project';
import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES } from '../../../common/reference/codice';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import type { DocumentGroups, Location, PlacspDocument, PlacspEntry } from '../../db/tender-data';
import { AppError } from '../../errors';
import { t } from '../../messages';
import {
  labelOf,
  partyLink,
  presentTenderResult,
  type TenderResultRow,
  tenderResultColumns,
  tenderResultFrom,
} from './present-tender-result';
import { presentTenderSummary, summaryColumns, type TenderSummaryRow } from './present-tender-summary';

interface DetailRow extends TenderSummaryRow {
  deleted: boolean;
  contracting_party_tax_id: string | null;
  awardee_party_ids: number[];
  data: Partial<PlacspEntry>;
}

interface LotRow {
  lot_id: string;
  summary: string | null;
  description: string | null;
  location: Location | null;
  total_amount: string | null;
  tax_exclusive_amount: string | null;
  cpv_codes: string[];
}

const presentDocument = (d: PlacspDocument): ProjectDocument => ({
  name: d.name,
  string_id: d.stringId,
  uri: d.uri,
  mime_type: d.mimeType,
});

/**
 * Notice attachments (award and formalisation minutes…) go with the additional documents:
 * the tender page has four document tabs (general, legal, technical, additional), and the award
 * minutes are what people look for.
 */
function presentDocuments(docs: Partial<DocumentGroups> | undefined): ProjectDetail['documents'] {
  const group = (list: PlacspDocument[] | undefined) => (list ?? []).map(presentDocument);
  return {
    general: group(docs?.general),
    legal: group(docs?.legal),
    technical: group(docs?.technical),
    additional: [...group(docs?.additional), ...group(docs?.notices)],
  };
}

const presentLocation = (loc: Location | null) =>
  loc && {
    city: loc.city,
    subentity_code: loc.subentityCode,
    country_subentity: loc.countrySubentity,
    country: loc.countryCode,
  };

async function cpvLabels(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; label: string }>(
    db,
    sql`select code, label from cpv_codes where code = any(${pgArray(codes)}::text[])`,
  );
  return new Map(rows.map((r) => [r.code, r.label]));
}

export const tenderNotFound = () => new AppError('not_found', t('errors.tenders.notFound'));

/** The whole tender for its detail page, tombstoned ones included (flagged `deleted`). */
export async function getTenderDetail(db: Db, id: number): Promise<ProjectDetail> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns}, null::real as score, p.deleted_at is not null as deleted, p.data,
          p.awardee_party_ids, cp.party_id as contracting_party_tax_id
        from projects p left join parties cp on cp.id = p.contracting_party_id where p.id = ${id}`,
  );
  if (!row) throw tenderNotFound();

  const [lotRows, resultRows, awardees] = await Promise.all([
    queryRows<LotRow>(
      db,
      sql`select lot_id, summary, description, location, total_amount, tax_exclusive_amount, cpv_codes
          from lots where project_id = ${id} order by position`,
    ),
    queryRows<TenderResultRow>(
      db,
      sql`select ${tenderResultColumns} from ${tenderResultFrom} where r.project_id = ${id} order by r.position`,
    ),
    queryRows<{ id: number; name: string; party_id: string | null }>(
      db,
      sql`select id, name, party_id from parties where id = any(${pgArray(row.awardee_party_ids)}::int[])
          order by array_position(${pgArray(row.awardee_party_ids)}::int[], id)`,
    ),
  ]);
  const labels = await cpvLabels(db, [
    ...new Set([...row.cpv_codes, ...lotRows.flatMap((l) => l.cpv_codes)]),
  ]);
  const labelled = (codes: string[]) => codes.map((code) => ({ code, label: labels.get(code) ?? null }));
  const results = resultRows.map(presentTenderResult);
  const { score: _score, ...summary } = presentTenderSummary(row);

  return {
    ...summary,
    status_label: labelOf(CONTRACT_FOLDER_STATUSES, row.status),
    contract_type_label: labelOf(CONTRACT_TYPES, row.contract_type),
    procedure_label: labelOf(PROCEDURES, row.procedure_code),
    planned_start_date: row.data.plannedStartDate ?? null,
    planned_end_date: row.data.plannedEndDate ?? null,
    contracting_party: partyLink(
      row.contracting_party_id,
      row.contracting_party_name,
      row.contracting_party_tax_id,
    ),
    awardee_parties: awardees.map((a) => ({ id: a.id, name: a.name, party_id: a.party_id })),
    cpv_codes: labelled(row.cpv_codes),
    documents: presentDocuments(row.data.documents),
    lots: lotRows.map((l) => ({
      lot_id: l.lot_id,
      summary: l.summary,
      description: l.description,
      location: presentLocation(l.location),
      total_amount: l.total_amount,
      tax_exclusive_amount: l.tax_exclusive_amount,
      cpv_codes: labelled(l.cpv_codes),
      tender_results: results.filter((r) => r.lot_id === l.lot_id),
    })),
    tender_results: results,
    deleted: row.deleted,
  };
}
