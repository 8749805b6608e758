import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, type SearchState, toRequestBody, toSearchParams } from '../../ui/search-state';
import { searchTenders } from './search-api';

/** The search state read from and written to the URL (each change is a history entry). */
export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const update = useCallback((next: SearchState) => setParams(toSearchParams(next)), [setParams]);
  return [state, update];
}

/**
 * POST /v1/procurement/search for the state; the previous page stays shown while the next loads.
 * `enabled: false` holds the search back (e.g. while the alert it comes from is loading).
 */
export function useTenderSearch(state: SearchState, { enabled = true }: { enabled?: boolean } = {}) {
  const body = toRequestBody(state);
  return useQuery({
    queryKey: ['procurement', 'search', body],
    queryFn: ({ signal }) => searchTenders(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}
