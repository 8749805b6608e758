import { sql } from 'drizzle-orm';

/** Tenders a party published as contracting body (alias `pa` = parties); withdrawn ones excluded. */
export const contractedTendersOf = sql`select 1 from projects p
  where p.contracting_party_id = pa.id and p.deleted_at is null`;

/** Tender results a party won (alias `pa`), in tenders still published. */
export const wonResultsOf = sql`select 1 from tender_results r join projects p on p.id = r.project_id
  where r.winner_party_id = pa.id and p.deleted_at is null`;

/**
 * The date that places an award (alias r, with its tender p) in a year of the company's chart and
 * year filter: its award date, else the tender's publication date, as many feeds (the regional
 * platforms in particular) publish awards without a date.
 */
export const awardYearDate = sql`coalesce(r.award_date, p.publication_date)`;

export const partyWithCountsColumns = sql`pa.id, pa.name, pa.party_id,
  (select count(*)::int from (${contractedTendersOf}) x) as procurement_projects_count,
  (select count(*)::int from (${wonResultsOf}) x) as tender_results_count`;
