import { Button, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UndeliveredMail } from '../../../common/api/admin-jobs';
import { formatDateMinutes } from '../../../common/format';
import { retryFailedMail } from './admin-jobs-api';
import { useMonitorAction } from './use-monitor-action';

/** The e-mail the outbox gave up on after days of retries; each can be put back to pending. */
export function UndeliveredMailTable({ messages }: { messages: UndeliveredMail[] }) {
  const { t } = useTranslation();
  const retry = useMonitorAction<UndeliveredMail>(
    (message) => retryFailedMail(message.id),
    (message) => t('adminJobs.mail.retried', { to: message.to }),
  );
  if (messages.length === 0) return <Text c="dimmed">{t('adminJobs.mail.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('adminJobs.mail.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.mail.to')}</Table.Th>
            <Table.Th>{t('adminJobs.mail.subject')}</Table.Th>
            <Table.Th>{t('adminJobs.mail.error')}</Table.Th>
            <Table.Th ta="right">{t('adminJobs.mail.attempts')}</Table.Th>
            <Table.Th>{t('adminJobs.mail.createdAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} data-testid="failed-mail" data-mail-id={message.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
              <Table.Td>{message.subject}</Table.Td>
              <Table.Td>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 420 }}>
                  {message.last_error ?? ''}
                </Code>
              </Table.Td>
              <Table.Td ta="right">{message.attempts}</Table.Td>
              <Table.Td>{formatDateMinutes(message.created_at)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  loading={retry.isPending && retry.variables?.id === message.id}
                  onClick={() => retry.mutate(message)}
                >
                  {t('adminJobs.mail.retry')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
