import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNotificationsAt } from '../../api/notifications/notifications-api';
import { PageLoader } from '../PageLoader';
import { SearchPagination } from '../SearchPagination';
import { NotificationList } from './NotificationList';
import type { NotificationTarget } from './notification-target';
import { SidePanel } from './SidePanel';

/**
 * The side panel of one source's notifications (an alert's, a follow's), 25 a page, newest first,
 * read from `path` (a GET answering notifications and metadata) under `queryKey`.
 */
export function PagedNotificationsPanel({
  title,
  path,
  queryKey,
  opened,
  onClose,
  onOpen,
  readOnly,
}: {
  title: string;
  path: string;
  queryKey: readonly unknown[];
  opened: boolean;
  onClose(): void;
  onOpen(target: NotificationTarget): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...queryKey, page],
    queryFn: ({ signal }) => fetchNotificationsAt(path, page, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <SidePanel title={title} opened={opened} onClose={onClose}>
      {!data ? (
        <PageLoader />
      ) : data.notifications.length === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <Stack gap="md">
          <NotificationList notifications={data.notifications} onOpen={onOpen} readOnly={readOnly} />
          <SearchPagination
            page={page}
            totalPages={data.metadata.total_pages}
            disabled={query.isFetching}
            onChange={setPage}
          />
        </Stack>
      )}
    </SidePanel>
  );
}
