import { type SQL, sql } from 'drizzle-orm';
import type { ComparableBasis, ExpectedCompetition } from '../../../common/api/competition';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import { addMonths, madridToday, toCalendarDate } from '../../../common/calendar';
import { regionOfNuts } from '../../../common/reference/geo';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import {
  type CompetitionStatsRow,
  competitionStatsColumns,
  competitionStatsOf,
  isAward,
} from '../../search/competition-sql';

/** Below this many comparable awards the next, broader basis is tried. */
export const MIN_COMPARABLE_AWARDS = 10;
const YEARS_BACK = 5;
/** Tender statuses that carry awards: what the comparable set and its search list. */
const AWARDED_STATUSES = ['ADJ', 'RES'] as const;

/** Statuses of a tender still to be awarded: anuncio previo, en plazo, pendiente de adjudicación. */
const OPEN_STATUSES = new Set(['PRE', 'PUB', 'EV']);

/** A stored tender as the comparison reads it. */
export interface StoredTender {
  status: string | null;
  cpv_codes: string[];
  contracting_party_id: number | null;
  contracting_party_name: string | null;
  location_nuts: string | null;
}

/** What the comparison needs of a tender still to be awarded; null for any other. */
export function openTenderOf(tender: StoredTender): OpenTender | null {
  const [cpvCode] = tender.cpv_codes;
  if (tender.status === null || !OPEN_STATUSES.has(tender.status) || !cpvCode) return null;
  return {
    cpvCode,
    contractingPartyId: tender.contracting_party_id,
    contractingPartyName: tender.contracting_party_name,
    locationNuts: tender.location_nuts,
  };
}

export interface OpenTender {
  cpvCode: string;
  contractingPartyId: number | null;
  contractingPartyName: string | null;
  locationNuts: string | null;
}

interface Comparison {
  basis: ComparableBasis;
  cpvCode: string;
  where: SQL;
  search: ProcurementFilters;
  contractingPartyName: string | null;
  provinceName: string | null;
}

const cpvPrefix = (code: string, digits: number) => code.slice(0, digits).padEnd(8, '0');

/** The bases an open tender can be compared on, in the order they are tried. */
function comparisonsOf(tender: OpenTender): Comparison[] {
  const division = cpvPrefix(tender.cpvCode, 2);
  const group = cpvPrefix(tender.cpvCode, 4);
  const province = regionOfNuts(tender.locationNuts)?.province ?? null;
  const comparisons: Comparison[] = [];
  if (tender.contractingPartyId !== null && tender.contractingPartyName) {
    comparisons.push({
      basis: 'body_division',
      cpvCode: division,
      where: sql`p.contracting_party_id = ${tender.contractingPartyId}`,
      search: { cpv_codes: [division], contracting_party: { name: tender.contractingPartyName } },
      contractingPartyName: tender.contractingPartyName,
      provinceName: null,
    });
  }
  if (province) {
    comparisons.push({
      basis: 'province_group',
      cpvCode: group,
      where: sql`(${sql.join(
        province.nuts3.map((nuts) => sql`p.location_nuts like ${`${nuts}%`}`),
        sql` or `,
      )})`,
      search: { cpv_codes: [group], location: { regions: province.nuts3 } },
      contractingPartyName: null,
      provinceName: province.name,
    });
  }
  comparisons.push({
    basis: 'national_group',
    cpvCode: group,
    where: sql`true`,
    search: { cpv_codes: [group] },
    contractingPartyName: null,
    provinceName: null,
  });
  return comparisons;
}

async function statsOf(db: Db, comparison: Comparison, since: string) {
  const [row] = await queryRows<CompetitionStatsRow>(
    db,
    sql`select ${competitionStatsColumns('r')}
        from tender_results r join projects p on p.id = r.project_id
        where ${isAward('r')} and p.deleted_at is null
          and p.status = any(${pgArray(AWARDED_STATUSES)}::text[])
          and p.publication_date >= ${since}::date
          and p.cpv_prefixes @> array[${comparison.cpvCode}]::text[]
          and ${comparison.where}`,
  );
  return competitionStatsOf(row!);
}

/**
 * What competition an open tender can expect, from awarded tenders published in the last
 * 5 years: the first basis with at least 10 awards, else the broadest one that has any.
 */
export async function expectedCompetition(db: Db, tender: OpenTender): Promise<ExpectedCompetition | null> {
  const since = toCalendarDate(addMonths(new Date(`${madridToday()}T00:00:00Z`), -12 * YEARS_BACK));
  let found: ExpectedCompetition | null = null;
  for (const comparison of comparisonsOf(tender)) {
    const stats = await statsOf(db, comparison, since);
    if (stats.sample_size === 0) continue;
    const [label] = await queryRows<{ label: string }>(
      db,
      sql`select label from cpv_codes where code = ${comparison.cpvCode}`,
    );
    found = {
      ...stats,
      basis: comparison.basis,
      cpv_code: comparison.cpvCode,
      cpv_label: label?.label ?? null,
      contracting_party_name: comparison.contractingPartyName,
      province_name: comparison.provinceName,
      since,
      search: { ...comparison.search, status: [...AWARDED_STATUSES], date: { from: since } },
    };
    if (stats.sample_size >= MIN_COMPARABLE_AWARDS) break;
  }
  return found;
}
