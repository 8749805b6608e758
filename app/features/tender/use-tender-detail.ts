import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { fetchTenderDetail } from './tender-api';

export const tenderDetailKey = (id: string) => ['procurement', 'tender', id] as const;

/** GET /v1/procurement_projects/{id}; a missing tender (404, or an id that is not one: 400) is final. */
export function useTenderDetail(id: string) {
  return useQuery({
    queryKey: tenderDetailKey(id),
    queryFn: ({ signal }) => fetchTenderDetail(id, signal),
    retry: (failures, error) => !isMissing(error) && failures < 2,
  });
}

/** The tender does not exist (unknown id) or cannot exist (malformed id). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
