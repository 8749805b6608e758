import { type SQL, sql } from 'drizzle-orm';
import type { PartyDetail, PartyWithCounts } from '../../../common/api/procurement-party';
import { everyYearOf } from '../../../common/year-series';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { awardYearDate, partyWithCountsColumns } from './party-counts';

const partyNotFound = () => new AppError('not_found', t('party.notFound.text'));

export async function ensurePartyExists(db: Db, id: number): Promise<void> {
  const [row] = await queryRows(db, sql`select 1 from parties where id = ${id}`);
  if (!row) throw partyNotFound();
}

/** Year → summed amount (exact decimal text), as one JSON object, from rows `year`, `amount`. */
const byYear = (rows: SQL) =>
  sql`(select coalesce(json_object_agg(y.year, y.amount order by y.year), '{}') from (${rows}) y)`;

const won = sql`from tender_results r join projects p on p.id = r.project_id
  where r.winner_party_id = pa.id and p.deleted_at is null and ${awardYearDate} is not null`;

/**
 * A company or contracting body for its page: identity, counts and the yearly sums behind the
 * two bar charts — awards it won by award year (the tender's year when the award has no date;
 * amount with VAT, else without), tenders it published by publication year (the amount search
 * sorts on). Withdrawn tenders do not count. One prepared statement: the page is read all day.
 */
const partyRows = preparedRows<PartyRow, { id: number }>(
  'party_page',
  sql`select ${partyWithCountsColumns}, pa.identifiers,
    ${byYear(sql`select extract(year from ${awardYearDate})::int as year,
        sum(coalesce(r.payable_amount, r.tax_exclusive_amount, 0))::text as amount ${won} group by 1`)} as tender_results,
    (select count(*)::int ${won} and r.award_date is null) as undated,
    ${byYear(sql`select extract(year from p.publication_date)::int as year,
        sum(coalesce(p.sort_amount, 0))::text as amount from projects p
        where p.contracting_party_id = pa.id and p.deleted_at is null and p.publication_date is not null
        group by 1`)} as contracted_projects
  from parties pa where pa.id = ${sql.placeholder('id')}`,
);

type PartyRow = PartyWithCounts & {
  identifiers: Record<string, string>;
  tender_results: Record<string, string>;
  undated: number;
  contracted_projects: Record<string, string>;
};

export async function getParty(db: Db, id: number): Promise<PartyDetail> {
  const [row] = await partyRows(db, { id });
  if (!row) throw partyNotFound();
  const { tender_results, undated, contracted_projects, ...party } = row;
  return {
    ...party,
    stats: {
      tender_results: everyYearOf(tender_results),
      tender_results_by_tender_date: undated,
      contracted_projects: everyYearOf(contracted_projects),
    },
  };
}
