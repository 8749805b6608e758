import { Button, Code, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailedJob } from '../../../common/api/admin-jobs';
import { formatDateMinutes } from '../../../common/format';
import { deleteFailedJob, retryFailedJob } from './admin-jobs-api';
import { useMonitorAction } from './use-monitor-action';

/** The latest runs that failed every attempt, with their error; each can be retried or deleted. */
export function FailuresTable({ failures }: { failures: FailedJob[] }) {
  const { t } = useTranslation();
  const retry = useMonitorAction<FailedJob>(
    (job) => retryFailedJob(job.name, job.id),
    (job) => t('adminJobs.failures.retried', { name: job.name, id: job.id }),
  );
  const remove = useMonitorAction<FailedJob>(
    (job) => deleteFailedJob(job.name, job.id),
    (job) => t('adminJobs.failures.deleted', { name: job.name, id: job.id }),
  );
  if (failures.length === 0) return <Text c="dimmed">{t('adminJobs.failures.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('adminJobs.failures.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.failures.name')}</Table.Th>
            <Table.Th>{t('adminJobs.failures.error')}</Table.Th>
            <Table.Th ta="right">{t('adminJobs.failures.attempts')}</Table.Th>
            <Table.Th>{t('adminJobs.failures.failedOn')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((job) => (
            <Table.Tr key={job.id} data-testid="failed-job" data-job-id={job.id}>
              <Table.Td>{job.name}</Table.Td>
              <Table.Td>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 560 }}>
                  {job.error}
                </Code>
              </Table.Td>
              <Table.Td ta="right">{job.retry_count + 1}</Table.Td>
              <Table.Td>{formatDateMinutes(job.failed_on ?? job.created_on)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    loading={retry.isPending && retry.variables?.id === job.id}
                    onClick={() => retry.mutate(job)}
                  >
                    {t('adminJobs.failures.retry')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={remove.isPending && remove.variables?.id === job.id}
                    onClick={() => remove.mutate(job)}
                  >
                    {t('adminJobs.failures.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
