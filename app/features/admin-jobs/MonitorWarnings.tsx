import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobMonitor } from '../../../common/api/admin-jobs';

/** What needs an admin, at the top of the monitor: mail given up or being retried, alerts skipped. */
export function MonitorWarnings({ monitor }: { monitor: JobMonitor }) {
  const { t } = useTranslation();
  const warnings = [
    monitor.mail.failed > 0 && {
      color: 'red',
      text: t('adminJobs.mail.failedWarning', { count: monitor.mail.failed }),
    },
    monitor.mail.retrying > 0 && {
      color: 'yellow',
      text: t('adminJobs.mail.retryingWarning', { count: monitor.mail.retrying }),
    },
    monitor.failing_alerts.length > 0 && {
      color: 'orange',
      text: t('adminJobs.alerts.warning', { count: monitor.failing_alerts.length }),
    },
  ].filter((w) => w !== false);
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs">
      {warnings.map((w) => (
        <Alert
          key={w.text}
          color={w.color}
          icon={<IconAlertTriangle />}
          role="alert"
          data-testid="monitor-warning"
        >
          {w.text}
        </Alert>
      ))}
    </Stack>
  );
}
