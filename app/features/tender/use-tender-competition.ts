import { useQuery } from '@tanstack/react-query';
import { fetchTenderCompetition } from './tender-api';

/** GET /v1/procurement_projects/{id}/competition: per-award figures and, if open, the expectation. */
export function useTenderCompetition(id: number) {
  return useQuery({
    queryKey: ['procurement', 'tender', String(id), 'competition'] as const,
    queryFn: ({ signal }) => fetchTenderCompetition(id, signal),
  });
}
