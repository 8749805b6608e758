import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailingAlert } from '../../../common/api/admin-jobs';
import { formatDateMinutes } from '../../../common/format';

/** Alerts the monitoring engine skipped at their last check: whose they are and what the database said. */
export function FailingAlertsTable({ alerts }: { alerts: FailingAlert[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return <Text c="dimmed">{t('adminJobs.alerts.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('adminJobs.alerts.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.alerts.name')}</Table.Th>
            <Table.Th>{t('adminJobs.alerts.user')}</Table.Th>
            <Table.Th>{t('adminJobs.alerts.error')}</Table.Th>
            <Table.Th>{t('adminJobs.alerts.failedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => (
            <Table.Tr key={alert.id} data-testid="failing-alert" data-alert-id={alert.id}>
              <Table.Td>{alert.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{alert.user_email}</Table.Td>
              <Table.Td>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 480 }}>
                  {alert.error}
                </Code>
              </Table.Td>
              <Table.Td>{formatDateMinutes(alert.failed_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
