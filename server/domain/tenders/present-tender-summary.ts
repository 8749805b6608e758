import { sql } from 'drizzle-orm';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { bestAmount } from '../../../common/best-amount';
import type { ExecutionEndBasis } from '../../../common/execution-end';
import { type FeedCode, SOURCE_OF_FEED } from '../../../common/feeds';

export interface TenderSummaryRow {
  id: number;
  contract_folder_id: string | null;
  title: string;
  summary: string | null;
  status: string | null;
  total_amount: string | null;
  tax_exclusive_amount: string | null;
  estimated_amount: string | null;
  contract_type: string | null;
  procedure_code: string | null;
  contracting_party_id: number | null;
  contracting_party_name: string | null;
  location_city: string | null;
  location_nuts: string | null;
  location_subentity: string | null;
  location_country: string | null;
  publication_date: string | Date | null;
  submission_deadline: string | Date | null;
  planned_period: string | number | null;
  planned_period_unit: string | null;
  planned_start_date: string | null;
  planned_end_date: string | null;
  execution_end: string | null;
  execution_end_basis: ExecutionEndBasis | null;
  extension_text: string | null;
  execution_end_with_extensions: string | null;
  cpv_codes: string[];
  cpv_labels: Record<string, string>;
  has_lots: boolean;
  feed: FeedCode;
  link: string | null;
  score: number | null;
  offers_min: number | null;
  offers_max: number | null;
  discount_min: number | null;
  discount_max: number | null;
}

/** The projects columns a summary needs (alias `p`). */
export const summaryColumns = sql`p.id, p.contract_folder_id, p.title, p.summary, p.status, p.total_amount,
  p.tax_exclusive_amount, p.estimated_amount, p.contract_type, p.procedure_code, p.contracting_party_id,
  p.contracting_party_name, p.location_city, p.location_nuts, p.location_subentity, p.location_country,
  p.publication_date::text as publication_date, p.submission_deadline, p.planned_period, p.planned_period_unit,
  p.planned_start_date::text as planned_start_date, p.planned_end_date::text as planned_end_date,
  p.execution_end::text as execution_end, p.execution_end_basis, p.extension_text,
  p.execution_end_with_extensions::text as execution_end_with_extensions,
  p.cpv_codes, p.has_lots, p.feed, p.link,
  p.offers_min, p.offers_max, p.discount_min, p.discount_max,
  (select coalesce(json_object_agg(c.code, c.label), '{}') from cpv_codes c where c.code = any(p.cpv_codes))
    as cpv_labels`;

/**
 * The ranges of the tender's awards (stored with it at import, see `awardRanges`); null when no
 * award says anything about the competition (open tenders, void results).
 */
function awardCompetition(row: TenderSummaryRow): ProjectSummary['award_competition'] {
  const { offers_min, offers_max, discount_min, discount_max } = row;
  const ranges = { offers_min, offers_max, discount_min, discount_max };
  return Object.values(ranges).some((v) => v !== null) ? ranges : null;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export function presentTenderSummary(row: TenderSummaryRow): ProjectSummary {
  return {
    id: row.id,
    contract_folder_id: row.contract_folder_id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    total_amount: row.total_amount,
    tax_exclusive_amount: row.tax_exclusive_amount,
    estimated_overall_contract_amount: row.estimated_amount,
    best_amount: bestAmount({
      estimated: row.estimated_amount,
      taxExclusive: row.tax_exclusive_amount,
      total: row.total_amount,
    }),
    contract_type: row.contract_type,
    procedure_code: row.procedure_code,
    contracting_party:
      row.contracting_party_id !== null
        ? { id: row.contracting_party_id, name: row.contracting_party_name ?? '' }
        : null,
    location: {
      city: row.location_city,
      subentity_code: row.location_nuts,
      country_subentity: row.location_subentity,
      country: row.location_country,
    },
    date: row.publication_date === null ? null : String(row.publication_date).slice(0, 10),
    submission_deadline: iso(row.submission_deadline),
    planned_period: row.planned_period === null ? null : Number(row.planned_period),
    planned_period_unit: row.planned_period_unit,
    planned_start_date: row.planned_start_date,
    planned_end_date: row.planned_end_date,
    execution_end: row.execution_end,
    execution_end_basis: row.execution_end_basis,
    extension_text: row.extension_text,
    execution_end_with_extensions: row.execution_end_with_extensions,
    cpv_codes: row.cpv_codes,
    cpv_labels: row.cpv_labels,
    has_lots: row.has_lots,
    source: SOURCE_OF_FEED[row.feed],
    link: row.link,
    score: row.score === null ? null : Number(row.score),
    award_competition: awardCompetition(row),
  };
}
