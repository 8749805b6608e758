import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type {
  PartyContractedProjectsBody,
  PartyTenderResultsBody,
} from '../../../common/api/procurement-party';
import {
  fetchParty,
  fetchPartyAnalytics,
  fetchPartyContractedTenders,
  fetchPartyTenderResults,
} from './party-api';
import { type PartyViewState, parsePartyParams, toPartyParams } from './party-state';

/** The id in /licitaciones/empresa/:id; null when it is not a record id (shown as not found). */
export function usePartyId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The company page's state read from and written to the URL (each change is a history entry). */
export function usePartyViewState(): [PartyViewState, (next: PartyViewState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePartyParams(params), [params]);
  const update = useCallback((next: PartyViewState) => setParams(toPartyParams(next)), [setParams]);
  return [state, update];
}

/** GET /v1/procurement_party/{id}: name, tax id, counts and the yearly amounts of both charts. */
export function useParty(id: number | null) {
  return useQuery({
    queryKey: ['procurement_party', id],
    queryFn: ({ signal }) => fetchParty(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** The awards the company won, for the request; the previous page stays shown while the next loads. */
export function usePartyTenderResults(id: number, body: PartyTenderResultsBody) {
  return useQuery({
    queryKey: ['procurement_party', id, 'tender_results', body],
    queryFn: ({ signal }) => fetchPartyTenderResults(id, body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The tenders the body published, for the request. */
export function usePartyContractedTenders(id: number, body: PartyContractedProjectsBody) {
  return useQuery({
    queryKey: ['procurement_party', id, 'contracted_projects', body],
    queryFn: ({ signal }) => fetchPartyContractedTenders(id, body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The analysis of the party's wins and tenders in `years` (all when empty). */
export function usePartyAnalytics(id: number, years: readonly number[]) {
  return useQuery({
    queryKey: ['procurement_party', id, 'analytics', years],
    queryFn: ({ signal }) => fetchPartyAnalytics(id, years, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
