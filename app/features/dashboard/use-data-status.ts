import { useQuery } from '@tanstack/react-query';
import { fetchDataStatus } from './data-status-api';

/** How fresh the copy of PLACSP is, and whether it is the demonstration set; polled gently. */
export function useDataStatus() {
  return useQuery({
    queryKey: ['sources', 'status'],
    queryFn: fetchDataStatus,
    refetchInterval: 5 * 60_000,
  });
}
