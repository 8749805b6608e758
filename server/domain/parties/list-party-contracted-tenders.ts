import { sql } from 'drizzle-orm';
import type { PartyContractedProjectsQuery } from '../../../common/api/procurement-party';
import type { ProcurementSearchResponse } from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { inYears } from '../../search/tender-filters';
import { searchTenders } from '../tenders/search-tenders';
import { ensurePartyExists } from './get-party';

/**
 * The tenders a contracting body published: the tender search narrowed to that body, the
 * years applying to the publication date (the chart's years).
 */
export async function listPartyContractedTenders(
  db: Db,
  partyId: number,
  { years, ...q }: PartyContractedProjectsQuery,
): Promise<ProcurementSearchResponse> {
  await ensurePartyExists(db, partyId);
  const scope = [sql`p.contracting_party_id = ${partyId}`];
  if (years.length) scope.push(inYears(sql`p.publication_date`, years));
  return searchTenders(db, q, { scope });
}
