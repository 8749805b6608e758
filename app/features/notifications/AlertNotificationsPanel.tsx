import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationsResponseSchema } from '../../../common/api/notifications';
import { api } from '../../api/client';
import { PageLoader } from '../layout/PageLoader';
import { SearchPagination } from '../search/SearchPagination';
import { tenderPath } from '../tender/tender-links';
import { NotificationList } from './NotificationList';
import { SidePanel } from './SidePanel';
import { notificationsKey } from './use-notifications';

const ALERTS_PATH = '/licitaciones/alertas';

/** GET /v1/alerts/{id}/notifications; under the notifications key, so a star or discard refreshes it. */
function useAlertNotifications(alertId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'alert', alertId, page],
    queryFn: ({ signal }) =>
      api.get(`/v1/alerts/${alertId}/notifications`, {
        query: { page },
        schema: notificationsResponseSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every notification one alert produced (processed or not, newest first) in the side panel; a
 * tender opens on its own page, whose back link returns to the alerts.
 */
export function AlertNotificationsPanel({
  alert,
  opened,
  onClose,
}: {
  alert: { id: number; name: string };
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useAlertNotifications(alert.id, page, opened);
  const data = query.data;
  return (
    <SidePanel
      title={t('notifications.alertPanel.title', { name: alert.name })}
      opened={opened}
      onClose={onClose}
    >
      {!data ? (
        <PageLoader />
      ) : data.notifications.length === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <Stack gap="md">
          <NotificationList
            notifications={data.notifications}
            onOpen={(projectId) => void navigate(tenderPath(projectId, ALERTS_PATH))}
          />
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
