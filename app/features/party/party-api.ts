import { partyAnalyticsSchema } from '../../../common/api/party-analytics';
import {
  type PartyContractedProjectsBody,
  type PartyTenderResultsBody,
  partyContractedProjectsResponseSchema,
  partyDetailSchema,
  partyTenderResultsResponseSchema,
} from '../../../common/api/procurement-party';
import { api } from '../../api/client';

/** GET /v1/procurement_party/{id}: name, tax id, counts and the yearly amounts of both charts. */
export const fetchParty = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/procurement_party/${id}`, { schema: partyDetailSchema, signal });

/** POST /v1/procurement_party/{id}/tender_results: the awards the company won. */
export const fetchPartyTenderResults = (id: number, body: PartyTenderResultsBody, signal?: AbortSignal) =>
  api.post(`/v1/procurement_party/${id}/tender_results`, {
    body,
    schema: partyTenderResultsResponseSchema,
    signal,
  });

/** POST /v1/procurement_party/{id}/contracted_projects: the tenders the body published. */
export const fetchPartyContractedTenders = (
  id: number,
  body: PartyContractedProjectsBody,
  signal?: AbortSignal,
) =>
  api.post(`/v1/procurement_party/${id}/contracted_projects`, {
    body,
    schema: partyContractedProjectsResponseSchema,
    signal,
  });

/** GET /v1/procurement_party/{id}/analytics: both roles' statistics, limited to `years` when any. */
export const fetchPartyAnalytics = (id: number, years: readonly number[], signal?: AbortSignal) =>
  api.get(`/v1/procurement_party/${id}/analytics${years.length ? `?years=${years.join(',')}` : ''}`, {
    schema: partyAnalyticsSchema,
    signal,
  });
