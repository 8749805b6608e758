import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobSchedule } from '../../../common/api/admin-jobs';
import { formatDateMinutes } from '../../../common/format';

/** The recurring jobs: their cron expression and when they run next (Madrid time). */
export function SchedulesTable({ schedules }: { schedules: JobSchedule[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('adminJobs.schedules.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.schedules.name')}</Table.Th>
            <Table.Th>{t('adminJobs.schedules.cron')}</Table.Th>
            <Table.Th>{t('adminJobs.schedules.timeZone')}</Table.Th>
            <Table.Th>{t('adminJobs.schedules.nextRun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedules.map((schedule) => (
            <Table.Tr key={schedule.name} data-testid="job-schedule">
              <Table.Td>{schedule.name}</Table.Td>
              <Table.Td>
                <code>{schedule.cron}</code>
              </Table.Td>
              <Table.Td>{schedule.time_zone}</Table.Td>
              <Table.Td>{formatDateMinutes(schedule.next_run_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
