import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FollowKind,
  fetchPartyFollows,
  fetchTenderFollows,
  followKeys,
} from '../../api/follows/follows-api';

/** The follow table's page, kept in the URL (?page=) so a reload or the back button keeps it. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}

/**
 * One page of the user's followed tenders or parties, loaded afresh each time the tab opens.
 * Unfollowing the last row of the last page steps back to the page before.
 */
function useFollowPage<T extends { metadata: { total_pages: number } }>(
  kind: FollowKind,
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>,
) {
  const [page, setPage] = usePageParam();
  const query = useQuery({
    queryKey: followKeys.page(kind, page),
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const lastPage = Math.max(1, query.data?.metadata.total_pages ?? 1);
  const pastTheEnd = !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  });
  return { page, setPage, query };
}

export const useTenderFollowPage = () => useFollowPage('project', fetchTenderFollows);
export const usePartyFollowPage = () => useFollowPage('party', fetchPartyFollows);
