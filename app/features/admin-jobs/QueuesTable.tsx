import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobQueue } from '../../../common/api/admin-jobs';

const COUNTS = ['waiting', 'active', 'completed', 'failed'] as const;

/** One row per pg-boss queue with how many of its jobs wait, run, finished and failed. */
export function QueuesTable({ queues }: { queues: JobQueue[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('adminJobs.queues.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.queues.name')}</Table.Th>
            {COUNTS.map((count) => (
              <Table.Th key={count} ta="right">
                {t(`adminJobs.queues.${count}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((queue) => (
            <Table.Tr key={queue.name} data-testid="job-queue">
              <Table.Td>{queue.name}</Table.Td>
              {COUNTS.map((count) => (
                <Table.Td key={count} ta="right">
                  {queue[count]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
