import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Alert } from '../../../common/api/alerts';
import { formatDate } from '../../../common/format';
import { alertRunPath } from '../../ui/alerts/alert-search';
import { FiltersSummary } from '../../ui/alerts/FiltersSummary';
import { fetchUserAlerts } from './admin-api';
import { UserListFrame, useUserList } from './UserListFrame';
import { UserNotificationsPanel } from './UserNotificationsPanel';

/**
 * A user's alerts in their expanded row: the name opens the alert's notifications; the run button
 * opens the search page on the alert (`?alert_id=`), which loads its words and filters.
 */
export function UserAlertsList({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const list = useUserList(userId, 'alerts', fetchUserAlerts);
  const [open, setOpen] = useState<Alert | null>(null);
  return (
    <>
      <UserListFrame list={list} emptyText={t('adminLists.empty.alerts')}>
        {(data) => (
          <Table verticalSpacing="xs" aria-label={t('adminLists.tables.alerts', { email })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminLists.columns.alert')}</Table.Th>
                <Table.Th>{t('adminLists.columns.searchTerms')}</Table.Th>
                <Table.Th>{t('adminLists.columns.filters')}</Table.Th>
                <Table.Th ta="right">{t('adminLists.columns.notifications')}</Table.Th>
                <Table.Th>{t('adminLists.columns.lastNotification')}</Table.Th>
                <Table.Th>{t('adminLists.columns.run')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.alerts.map((alert) => (
                <Table.Tr key={alert.id} data-alert-id={alert.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      fw={600}
                      ta="left"
                      aria-label={t('notifications.alertPanel.open', { name: alert.name })}
                      onClick={() => setOpen(alert)}
                    >
                      {alert.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{alert.searchTerms}</Text>
                  </Table.Td>
                  <Table.Td>
                    <FiltersSummary filters={alert.filters} />
                  </Table.Td>
                  <Table.Td ta="right">{alert.total_notifications.toLocaleString('es-ES')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {alert.last_notification ? formatDate(alert.last_notification) : t('adminLists.never')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="green"
                      component={Link}
                      to={alertRunPath(alert.id)}
                      aria-label={t('alerts.actions.run', { name: alert.name })}
                    >
                      <IconPlayerPlay size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </UserListFrame>
      {open && (
        <UserNotificationsPanel
          userId={userId}
          source="alerts"
          itemId={open.id}
          title={t('notifications.alertPanel.title', { name: open.name })}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
