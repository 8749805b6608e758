import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSource } from '../../../common/api/documents';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationSort } from '../../../common/api/notifications';
import { useNotificationInbox } from '../../api/notifications/use-notifications';
import { NotificationList } from '../../ui/notifications/NotificationList';
import type { NotificationTarget } from '../../ui/notifications/notification-target';
import { SidePanel } from '../../ui/notifications/SidePanel';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { AlertSuggestions } from './AlertSuggestions';
import { NotificationsExportButton } from './export/NotificationsExportButton';
import { RecommendedSection } from './RecommendedSection';

/**
 * What the side panel shows: the tender feature's detail and the documents feature's viewer.
 * A feature does not import another, so router.tsx (the composition root) passes them in.
 */
export interface NotificationsPageProps {
  TenderView: ComponentType<{ id: string }>;
  DocumentView: ComponentType<{ source: DocumentSource; id: string; sticky?: boolean }>;
}

/**
 * 'Notificaciones de licitaciones' (dashboard tab 1, /licitaciones/notificaciones): the
 * unprocessed notifications, 25 a page, newest first or by 'Relevancia' (the user's score); a
 * tender or an official publication's document opens in the side panel.
 */
export function NotificationsPage({ TenderView, DocumentView }: NotificationsPageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<NotificationSort>('date');
  const inbox = useNotificationInbox(page, sort);
  const [open, setOpen] = useState<NotificationTarget | null>(null);
  const data = inbox.data;
  const totalPages = data?.metadata.total_pages ?? 0;

  // Discarding the last card of the last page leaves that page empty: show the new last one.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('dashboard.titles.notifications')}</Title>
        <NotificationsExportButton
          screen={{ page, pageSize: NOTIFICATIONS_PAGE_SIZE, sort }}
          disabled={!data || data.unprocessed_count === 0}
        />
      </Group>
      <AlertSuggestions />
      <RecommendedSection onOpen={setOpen} />
      {inbox.isError && !data ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {t('notifications.loadFailed')}
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : data.unprocessed_count === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">{t('notifications.empty')}</Text>
          <Text ta="center" c="dimmed" size="sm" mt="xs">
            {t('notifications.emptyHint')}
          </Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" align="center" gap="xs">
            <Text fw={500} data-testid="notifications-count">
              {t('notifications.count', { count: data.unprocessed_count })}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t('notifications.sort.label')}
              title={t('notifications.sort.relevanceHint')}
              value={sort}
              onChange={(next) => {
                setSort(next as NotificationSort);
                setPage(1);
              }}
              data={[
                { value: 'date', label: t('notifications.sort.date') },
                { value: 'relevance', label: t('notifications.sort.relevance') },
              ]}
            />
          </Group>
          <NotificationList notifications={data.notifications} onOpen={setOpen} />
          <SearchPagination
            page={page}
            totalPages={totalPages}
            disabled={inbox.isFetching}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
      <SidePanel
        title={open?.kind === 'document' ? t('documents.panelTitle') : t('notifications.panel.title')}
        opened={open !== null}
        onClose={() => setOpen(null)}
      >
        {open?.kind === 'tender' && <TenderView id={String(open.id)} />}
        {open?.kind === 'document' && <DocumentView source={open.source} id={open.id} sticky={false} />}
      </SidePanel>
    </Stack>
  );
}
