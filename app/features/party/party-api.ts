import type {
  PartyContractedProjectsBody,
  PartyTenderResultsBody,
} from '../../../common/api/procurement-party';
import { PARTY_ROUTES } from '../../../common/api/routes/parties';
import { api } from '../../api/client';

/** GET /v1/procurement_party/{id}: name, tax id, counts and the yearly amounts of both charts. */
export const fetchParty = (id: number, signal?: AbortSignal) =>
  api.call(PARTY_ROUTES.show, { params: { id }, signal });

/** POST /v1/procurement_party/{id}/tender_results: the awards the company won. */
export const fetchPartyTenderResults = (id: number, body: PartyTenderResultsBody, signal?: AbortSignal) =>
  api.call(PARTY_ROUTES.awards, { params: { id }, body, signal });

/** POST /v1/procurement_party/{id}/contracted_projects: the tenders the body published. */
export const fetchPartyContractedTenders = (
  id: number,
  body: PartyContractedProjectsBody,
  signal?: AbortSignal,
) => api.call(PARTY_ROUTES.tenders, { params: { id }, body, signal });

/** GET /v1/procurement_party/{id}/analytics: both roles' statistics, limited to `years` when any. */
export const fetchPartyAnalytics = (id: number, years: readonly number[], signal?: AbortSignal) =>
  api.call(PARTY_ROUTES.analytics, {
    params: { id },
    query: years.length ? { years: years.join(',') } : {},
    signal,
  });
