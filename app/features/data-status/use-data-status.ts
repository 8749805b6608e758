import { useQuery } from '@tanstack/react-query';
import { sourcesStatusSchema } from '../../../common/api/sources';
import { api } from '../../api/client';

/** How fresh the copy of PLACSP is, and whether it is the demonstration set; polled gently. */
export function useDataStatus() {
  return useQuery({
    queryKey: ['sources', 'status'],
    queryFn: () => api.get('/v1/sources/status', { schema: sourcesStatusSchema }),
    refetchInterval: 5 * 60_000,
  });
}
