import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../common/api/alerts';
import { formatDate } from '../../../common/format';

/** How many notifications the alert produced and the date of the newest, in both row modes. */
export function NotificationCells({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td ta="right">{alert.total_notifications.toLocaleString('es-ES')}</Table.Td>
      <Table.Td>
        {alert.last_notification ? formatDate(alert.last_notification) : t('alerts.table.never')}
      </Table.Td>
    </>
  );
}
