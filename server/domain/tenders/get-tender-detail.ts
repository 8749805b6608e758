import { sql } from 'drizzle-orm';
import type { ProjectDetail, ProjectDocument } from '../../../common/api/procurement-project';
import { CONTRACT_TYPES, PROCEDURES } from '../../../common/reference/codice';
import { withPliegoCriteria, withPliegoRequirements } from '../../../common/requirements/pliego-requirements';
import { publishedStatusLabel, shownStatusLabel } from '../../../common/tender-status';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import type {
  AwardingCriterion,
  DocumentGroups,
  Location,
  PlacspDocument,
  TenderRequirements,
} from '../../db/tender-data';
import { tenderPliego } from '../../documents/tender-pliego';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { presentAwardingCriteria } from '../../search/requirement-figures';
import { presentRequirements } from './present-requirements';
import {
  labelOf,
  partyLink,
  presentTenderResult,
  type TenderResultRow,
  tenderResultColumns,
  tenderResultFrom,
} from './present-tender-result';
import { presentTenderSummary, summaryColumns, type TenderSummaryRow } from './present-tender-summary';

interface LotRow {
  lot_id: string;
  summary: string | null;
  description: string | null;
  location: Location | null;
  total_amount: string | null;
  tax_exclusive_amount: string | null;
  cpv_codes: string[];
}

interface DetailRow extends TenderSummaryRow {
  deleted: boolean;
  contracting_party_tax_id: string | null;
  documents: Partial<DocumentGroups> | null;
  awarding_criteria: AwardingCriterion[] | null;
  requirements: TenderRequirements | null;
  lots: LotRow[];
  results: TenderResultRow[];
  awardees: { id: number; name: string; party_id: string | null }[];
  /** The tender's and its lots' codes. */
  all_cpv_labels: Record<string, string>;
}

const presentDocument = (d: PlacspDocument): ProjectDocument => ({
  name: d.name,
  string_id: d.stringId,
  uri: d.uri,
  mime_type: d.mimeType,
  type_label: d.typeName ?? null,
  date: d.issueDate ?? null,
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

export const tenderNotFound = () => new AppError('not_found', t('errors.tenders.notFound'));

/**
 * The tender with its lots, results, awardees and CPV labels: one statement, since this page is
 * read all day and each extra statement is a round trip. The codes are looked up as one array:
 * written as `code = any(…) or code in (lots' codes)`, the lookup read the whole catalogue (2.7 ms
 * of the 3.4 the statement took). Lists come aggregated as JSON (amounts
 * as text, so they stay exact strings), in the order the page shows them.
 */
const detailRows = preparedRows<DetailRow, { id: number }>(
  'tender_detail',
  sql`select ${summaryColumns}, null::real as score,
    p.deleted_at is not null as deleted, p.data->'documents' as documents,
    p.data->'awardingCriteria' as awarding_criteria, p.data->'requirements' as requirements,
    cp.party_id as contracting_party_tax_id,
    (select coalesce(json_agg(l order by l.position), '[]') from (
      select position, lot_id, summary, description, location, total_amount::text as total_amount,
        tax_exclusive_amount::text as tax_exclusive_amount, cpv_codes
      from lots where project_id = p.id) l) as lots,
    (select coalesce(json_agg(x order by x.position), '[]') from (
      select ${tenderResultColumns}, r.position from ${tenderResultFrom} where r.project_id = ${sql.placeholder('id')}) x) as results,
    (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'party_id', a.party_id)
        order by array_position(p.awardee_party_ids, a.id)), '[]')
      from parties a where a.id = any(p.awardee_party_ids)) as awardees,
    (select coalesce(json_object_agg(c.code, c.label), '{}') from cpv_codes c
      where c.code = any(p.cpv_codes || array(select unnest(lc.cpv_codes) from lots lc where lc.project_id = p.id)))
      as all_cpv_labels
  from projects p left join parties cp on cp.id = p.contracting_party_id where p.id = ${sql.placeholder('id')}`,
);

/**
 * The whole tender for its detail page, tombstoned ones included (flagged `deleted`); its status
 * label is the one shown as of `now` (common/tender-status.ts), beside the published one.
 */
export async function getTenderDetail(db: Db, id: number, now = new Date()): Promise<ProjectDetail> {
  // The pliego's findings come from their own tables: read beside the row, not after it.
  const [[row], pliego] = await Promise.all([detailRows(db, { id }), tenderPliego(db, id)]);
  if (!row) throw tenderNotFound();
  const labels = row.all_cpv_labels;
  const labelled = (codes: string[]) =>
    codes.map((code) => ({ code, label: Object.hasOwn(labels, code) ? labels[code]! : null }));
  const results = row.results.map(presentTenderResult);
  const { score: _score, cpv_labels: _labels, ...summary } = presentTenderSummary(row);

  return {
    ...summary,
    status_label: shownStatusLabel(summary, now),
    published_status_label: publishedStatusLabel(row.status),
    contract_type_label: labelOf(CONTRACT_TYPES, row.contract_type),
    procedure_label: labelOf(PROCEDURES, row.procedure_code),
    contracting_party: partyLink(
      row.contracting_party_id,
      row.contracting_party_name,
      row.contracting_party_tax_id,
    ),
    awardee_parties: row.awardees.map((a) => ({ id: a.id, name: a.name, party_id: a.party_id })),
    cpv_codes: labelled(row.cpv_codes),
    documents: presentDocuments(row.documents ?? undefined),
    lots: row.lots.map((l) => ({
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
    awarding_criteria: withPliegoCriteria(presentAwardingCriteria(row.awarding_criteria), pliego),
    requirements: withPliegoRequirements(presentRequirements(row.requirements), pliego),
    deleted: row.deleted,
  };
}
