import type { PartyLink } from '../../../../common/api/procurement-project';
import { SEARCH_PATH } from '../../../ui/links';
import { DEFAULT_FILTERS, INITIAL_SEARCH, toSearchParams } from '../../../ui/search-state';

/**
 * The search of the tenders a company won in a CPV division (by its tax id, else its name). Every
 * year: the search dates tenders by publication, the analysis dates awards by award.
 */
export function divisionSearchPath(division: string, company: PartyLink): string {
  const filters = {
    ...DEFAULT_FILTERS,
    cpv_codes: [`${division}000000`],
    awardee_parties: [company.party_id ?? company.name],
  };
  return `${SEARCH_PATH}?${toSearchParams({ ...INITIAL_SEARCH, filters })}`;
}
