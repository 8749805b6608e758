import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isFailing } from '../../../common/api/sources';
import { isStaleData, STALE_DATA_HOURS } from '../../../common/data-freshness';
import { formatDateMinutes } from '../../../common/format';
import { useDataStatus } from './use-data-status';

/**
 * «Datos hasta …» — how far the stored tenders reach; a calm notice when that is more than
 * STALE_DATA_HOURS ago; for admins (the only ones the server tells), which feeds fail and why;
 * and a clear badge while the data shown is the generated demonstration set.
 */
export function DataFreshness() {
  const { t } = useTranslation();
  const { data } = useDataStatus();
  if (!data) return null;
  const failing = (data.feeds ?? []).filter(isFailing);
  return (
    <Group gap="xs" wrap="wrap" data-testid="data-freshness">
      {data.demo && (
        <Tooltip label={t('dataStatus.demoHint')} multiline w={260}>
          <Badge color="orange" variant="light">
            {t('dataStatus.demo')}
          </Badge>
        </Tooltip>
      )}
      <Group gap={4} wrap="nowrap">
        <IconRefresh size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {data.data_until
            ? t('dataStatus.dataUntil', { date: formatDateMinutes(data.data_until) })
            : t('dataStatus.noData')}
        </Text>
      </Group>
      {data.data_until && isStaleData(data.data_until) && (
        <Tooltip label={t('dataStatus.staleHint', { count: STALE_DATA_HOURS })} multiline w={280}>
          <Group gap={4} wrap="nowrap">
            <IconClockExclamation size={14} color="var(--mantine-color-yellow-8)" aria-hidden />
            <Text size="xs" c="yellow.9">
              {t('dataStatus.stale')}
            </Text>
          </Group>
        </Tooltip>
      )}
      {failing.length > 0 && (
        <Tooltip
          label={failing.map((f) => (
            // Errors carry long addresses: broken anywhere rather than spilling out of the box.
            <Text key={f.feed} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {f.feed}: {f.last_error}
            </Text>
          ))}
          multiline
          w={320}
        >
          <Group gap={4} wrap="nowrap">
            <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Text size="xs" c="red">
              {t('dataStatus.failing', { count: failing.length })}
            </Text>
          </Group>
        </Tooltip>
      )}
    </Group>
  );
}
