import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { fetchJobMonitor, jobMonitorKey } from './admin-jobs-api';
import { FailingAlertsTable } from './FailingAlertsTable';
import { FailuresTable } from './FailuresTable';
import { FeedsTable } from './FeedsTable';
import { MonitorWarnings } from './MonitorWarnings';
import { QueuesTable } from './QueuesTable';
import { SchedulesTable } from './SchedulesTable';
import { UndeliveredMailTable } from './UndeliveredMailTable';

// A monitor: counts and failures move while the page is open.
const REFRESH_MS = 5_000;

/**
 * /admin/sidekiq: the background jobs (pg-boss) — queues, failures, schedules and source syncs —
 * plus the e-mail that could not be delivered and the alerts that could not be checked.
 */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const { data, isError, error } = useQuery({
    queryKey: jobMonitorKey,
    queryFn: ({ signal }) => fetchJobMonitor(signal),
    refetchInterval: REFRESH_MS,
  });
  if (isError && !data) return <Text c="red">{error.message}</Text>;
  if (!data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.adminJobs')}</Title>
      <MonitorWarnings monitor={data} />
      <Title order={2}>{t('adminJobs.queues.title')}</Title>
      <QueuesTable queues={data.queues} />
      <Title order={2}>{t('adminJobs.failures.title')}</Title>
      <FailuresTable failures={data.failures} />
      <Title order={2}>{t('adminJobs.mail.title')}</Title>
      <UndeliveredMailTable messages={data.mail.failed_messages} />
      <Title order={2}>{t('adminJobs.alerts.title')}</Title>
      <FailingAlertsTable alerts={data.failing_alerts} />
      <Title order={2}>{t('adminJobs.schedules.title')}</Title>
      <SchedulesTable schedules={data.schedules} />
      <Title order={2}>{t('adminJobs.feeds.title')}</Title>
      <FeedsTable feeds={data.feeds} />
    </Stack>
  );
}
