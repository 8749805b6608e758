import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseRenewalParams, type RenewalState, toRenewalBody, toRenewalParams } from './renewal-state';
import { searchRenewals } from './renewals-api';

/** The radar's state read from and written to the URL (each change is a history entry). */
export function useRenewalState(): [RenewalState, (next: RenewalState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseRenewalParams(params), [params]);
  const update = useCallback((next: RenewalState) => setParams(toRenewalParams(next)), [setParams]);
  return [state, update];
}

/** The radar's page for the state; the previous page stays shown while the next loads. */
export function useRenewalSearch(state: RenewalState) {
  const body = toRenewalBody(state);
  return useQuery({
    queryKey: ['procurement', 'renewals', body],
    queryFn: ({ signal }) => searchRenewals(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
