import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../common/api/alerts';
import { formatDate } from '../../../common/format';
import { AlertNotificationsPanel } from './AlertNotificationsPanel';

/**
 * How many notifications the alert produced and the date of the newest, in both row modes; the
 * count opens those notifications in the side panel.
 */
export function NotificationCells({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = alert.total_notifications.toLocaleString('es-ES');
  return (
    <>
      <Table.Td ta="right">
        {alert.total_notifications > 0 ? (
          <Anchor
            component="button"
            size="sm"
            aria-label={t('notifications.alertPanel.open', { name: alert.name })}
            onClick={() => setOpen(true)}
          >
            {count}
          </Anchor>
        ) : (
          count
        )}
        {open && <AlertNotificationsPanel alert={alert} opened onClose={() => setOpen(false)} />}
      </Table.Td>
      <Table.Td>
        {alert.last_notification ? formatDate(alert.last_notification) : t('alerts.table.never')}
      </Table.Td>
    </>
  );
}
