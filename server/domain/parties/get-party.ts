import { type SQL, sql } from 'drizzle-orm';
import type { PartyDetail, PartyWithCounts } from '../../../common/api/procurement-party';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { awardYearDate, partyWithCountsColumns } from './party-counts';

/** Year → summed amount (exact decimal string) from a query yielding `year` and `amount`. */
async function amountsByYear(db: Db, query: SQL): Promise<Record<string, string>> {
  const rows = await queryRows<{ year: number; amount: string }>(db, query);
  return Object.fromEntries(rows.map((r) => [String(r.year), r.amount]));
}

const partyNotFound = () => new AppError('not_found', t('party.notFound.text'));

export async function ensurePartyExists(db: Db, id: number): Promise<void> {
  const [row] = await queryRows(db, sql`select 1 from parties where id = ${id}`);
  if (!row) throw partyNotFound();
}

/**
 * A company or contracting body for its page: identity, counts and the yearly sums behind the
 * two bar charts — awards it won by award year (the tender's year when the award has no date;
 * amount with VAT, else without), tenders it published by publication year (the amount search
 * sorts on). Withdrawn tenders do not count.
 */
export async function getParty(db: Db, id: number): Promise<PartyDetail> {
  const [party] = await queryRows<PartyWithCounts & { identifiers: Record<string, string> }>(
    db,
    sql`select ${partyWithCountsColumns}, pa.identifiers from parties pa where pa.id = ${id}`,
  );
  if (!party) throw partyNotFound();

  const won = sql`from tender_results r join projects p on p.id = r.project_id
    where r.winner_party_id = ${id} and p.deleted_at is null and ${awardYearDate} is not null`;
  const [tenderResults, [undated], contractedProjects] = await Promise.all([
    amountsByYear(
      db,
      sql`select extract(year from ${awardYearDate})::int as year,
            sum(coalesce(r.payable_amount, r.tax_exclusive_amount, 0))::text as amount
          ${won} group by 1 order by 1`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count ${won} and r.award_date is null`),
    amountsByYear(
      db,
      sql`select extract(year from p.publication_date)::int as year, sum(coalesce(p.sort_amount, 0))::text as amount
          from projects p
          where p.contracting_party_id = ${id} and p.deleted_at is null and p.publication_date is not null
          group by 1 order by 1`,
    ),
  ]);
  return {
    ...party,
    stats: {
      tender_results: tenderResults,
      tender_results_by_tender_date: undated?.count ?? 0,
      contracted_projects: contractedProjects,
    },
  };
}
