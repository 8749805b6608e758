import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../common/format';
import { useDataStatus } from './use-data-status';

/**
 * «Última actualización: …» — when the copy of PLACSP was last refreshed, a warning when a feed
 * is failing, and a clear badge while the data shown is the generated demonstration set.
 */
export function DataFreshness() {
  const { t } = useTranslation();
  const { data } = useDataStatus();
  if (!data) return null;
  const failing = data.feeds.filter(
    (f) => f.last_error_at && (!f.last_success_at || f.last_error_at > f.last_success_at),
  );
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
          {data.last_update
            ? t('dataStatus.lastUpdate', { date: formatDateTime(data.last_update) })
            : t('dataStatus.never')}
        </Text>
      </Group>
      {failing.length > 0 && (
        <Tooltip label={failing.map((f) => `${f.feed}: ${f.last_error}`).join('\n')} multiline w={320}>
          <Group gap={4} wrap="nowrap">
            <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Text size="xs" c="red">
              {t('dataStatus.failing')}
            </Text>
          </Group>
        </Tooltip>
      )}
    </Group>
  );
}
