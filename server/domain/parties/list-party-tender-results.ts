import { sql } from 'drizzle-orm';
import {
  PARTY_EXPORT_MAX,
  type PartyTenderResultsQuery,
  type PartyTenderResultsResponse,
} from '../../../common/api/procurement-party';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { tenderTextMatch } from '../../search/search-conditions';
import { inYears, tenderFilterConditions } from '../../search/tender-filters';
import {
  partyLink,
  presentTenderResult,
  type TenderResultRow,
  tenderResultColumns,
  tenderResultFrom,
} from '../tenders/present-tender-result';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';
import { ensurePartyExists } from './get-party';
import { awardYearDate } from './party-counts';

interface AwardRow extends TenderResultRow {
  lot_description: string | null;
  lot_total_amount: string | null;
  lot_tax_exclusive_amount: string | null;
  contracting_party_tax_id: string | null;
}

/**
 * The awards a company won, for its page and its Excel export: the tender's filters and words
 * apply to the awarded tender, the years to the award date (else the tender's date, as in the
 * chart); newest awards first. Without a page, every row up to PARTY_EXPORT_MAX.
 */
export async function listPartyTenderResults(
  db: Db,
  partyId: number,
  q: PartyTenderResultsQuery,
): Promise<PartyTenderResultsResponse> {
  await ensurePartyExists(db, partyId);
  const conditions = [sql`r.winner_party_id = ${partyId}`, ...tenderFilterConditions(q.filters)];
  if (q.years.length) conditions.push(inYears(awardYearDate, q.years));
  const text = tenderTextMatch(q.searchTerms);
  if (text) conditions.push(text.where);
  const where = sql.join(conditions, sql` and `);
  const limit = q.page ? q.pageSize : PARTY_EXPORT_MAX;
  const page = q.page ?? 1;

  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from tender_results r join projects p on p.id = r.project_id where ${where}`,
  );
  const total = countRow?.total ?? 0;
  const rows = await queryRows<AwardRow>(
    db,
    sql`select ${tenderResultColumns}, l.description as lot_description, l.total_amount as lot_total_amount,
          l.tax_exclusive_amount as lot_tax_exclusive_amount, cp.party_id as contracting_party_tax_id
        from ${tenderResultFrom} left join parties cp on cp.id = p.contracting_party_id
        where ${where}
        order by r.award_date desc nulls last, p.publication_date desc nulls last, r.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  const projectIds = [...new Set(rows.map((r) => r.project_id))];
  const projects = await queryRows<TenderSummaryRow>(
    db,
    sql`select ${summaryColumns}, null::real as score from projects p
        where p.id = any(${pgArray(projectIds)}::int[])`,
  );
  const projectById = new Map(projects.map((p) => [p.id, presentTenderSummary(p)]));

  return {
    tender_results: rows.map((row) => {
      const project = projectById.get(row.project_id)!;
      return {
        ...presentTenderResult(row),
        project,
        lot:
          row.lot_id === null
            ? null
            : {
                lot_id: row.lot_id,
                summary: row.lot_summary,
                description: row.lot_description,
                total_amount: row.lot_total_amount,
                tax_exclusive_amount: row.lot_tax_exclusive_amount,
              },
        contracting_party: partyLink(
          project.contracting_party?.id ?? null,
          project.contracting_party?.name ?? null,
          row.contracting_party_tax_id,
        ),
      };
    }),
    metadata: { total_results: total, total_pages: Math.ceil(total / limit), current_page: page },
  };
}
