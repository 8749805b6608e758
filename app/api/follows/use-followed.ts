import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type FollowKind, fetchFollowedIds, followKeys } from './follows-api';

/**
 * Which of the tenders (parties) shown the user follows — one request for the whole table
 * page, not one per row. `undefined` while not known yet.
 */
export function useFollowedIds(kind: FollowKind, ids: readonly number[]): Set<number> | undefined {
  const unique = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const query = useQuery({
    queryKey: followKeys.core(kind, unique),
    queryFn: ({ signal }) => fetchFollowedIds(kind, unique, signal),
    enabled: unique.length > 0,
  });
  return unique.length === 0 ? new Set() : query.data;
}
