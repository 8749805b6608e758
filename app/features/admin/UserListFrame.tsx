import { Alert, Stack, Text } from '@mantine/core';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { type MonitoringSource, userMonitoringKey } from './admin-api';

interface Paged {
  metadata: { total_results: number; total_pages: number };
}

/** One page of a user's alerts or follows (25 a page, like the user's own screens). */
export function useUserList<T extends Paged>(
  userId: number,
  source: MonitoringSource,
  fetchPage: (userId: number, page: number, signal?: AbortSignal) => Promise<T>,
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...userMonitoringKey(userId, source), 'page', page],
    queryFn: ({ signal }) => fetchPage(userId, page, signal),
    placeholderData: keepPreviousData,
  });
  return { page, setPage, query };
}

/** Loading, failure, the empty text or the table with its pagination. */
export function UserListFrame<T extends Paged>({
  list,
  emptyText,
  children,
}: {
  list: { page: number; setPage(page: number): void; query: UseQueryResult<T> };
  emptyText: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isError, isFetching } = list.query;
  if (!data) {
    return isError ? (
      <Alert color="red" role="alert">
        {t('adminLists.loadFailed')}
      </Alert>
    ) : (
      <PageLoader />
    );
  }
  if (data.metadata.total_results === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm">
      {children(data)}
      <SearchPagination
        page={list.page}
        totalPages={data.metadata.total_pages}
        disabled={isFetching}
        onChange={list.setPage}
      />
    </Stack>
  );
}
