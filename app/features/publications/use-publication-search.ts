import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { searchPublications } from '../../api/publications/publications-api';
import {
  type PublicationSearchState,
  parsePublicationParams,
  toPublicationParams,
  toPublicationRequest,
} from './publication-search-state';

/** The publication search's state read from and written to the URL (each change a history entry). */
export function usePublicationSearchState(): [
  PublicationSearchState,
  (next: PublicationSearchState) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePublicationParams(params), [params]);
  const update = useCallback(
    (next: PublicationSearchState) => setParams(toPublicationParams(next)),
    [setParams],
  );
  return [state, update];
}

/** POST /v1/publications/search for the state; the previous page stays shown while the next loads. */
export function usePublicationSearch(state: PublicationSearchState) {
  const body = toPublicationRequest(state);
  return useQuery({
    queryKey: ['publications', 'search', body],
    queryFn: ({ signal }) => searchPublications(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
