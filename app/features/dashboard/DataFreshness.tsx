import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isFailing } from '../../../common/api/sources';
import { isStaleData, STALE_DATA_HOURS } from '../../../common/data-freshness';
import { formatDateMinutes } from '../../../common/format';
import { useDataStatus } from './use-data-status';

/** Tooltips open on a tap too: on a phone the short notices' explanation is there. */
const TAP = { hover: true, focus: true, touch: true };

/**
 * «Datos hasta …» — how far the stored tenders reach; a calm notice when that is more than
 * STALE_DATA_HOURS ago; for admins (the only ones the server tells), which feeds fail and why;
 * and a clear badge while the data shown is the generated demonstration set. One line on every
 * screen: phones get the notices' short forms, so the page's first result stays in sight.
 */
export function DataFreshness() {
  const { t } = useTranslation();
  const { data } = useDataStatus();
  if (!data) return null;
  const failing = (data.feeds ?? []).filter(isFailing);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="data-freshness" style={{ overflow: 'hidden' }}>
      {data.demo && (
        <Tooltip label={t('dataStatus.demoHint')} multiline w={260} events={TAP}>
          <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
            {t('dataStatus.demo')}
          </Badge>
        </Tooltip>
      )}
      <Group gap={4} wrap="nowrap" miw={0}>
        <IconRefresh size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="xs" c="dimmed" truncate>
          {data.data_until
            ? t('dataStatus.dataUntil', { date: formatDateMinutes(data.data_until) })
            : t('dataStatus.noData')}
        </Text>
      </Group>
      {data.data_until && isStaleData(data.data_until) && (
        <Tooltip
          label={t('dataStatus.staleHint', { count: STALE_DATA_HOURS })}
          multiline
          w={280}
          events={TAP}
        >
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconClockExclamation size={14} color="var(--mantine-color-yellow-8)" aria-hidden />
            <Notice long={t('dataStatus.stale')} short={t('dataStatus.staleShort')} color="yellow.9" />
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
          events={TAP}
        >
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Notice
              long={t('dataStatus.failing', { count: failing.length })}
              short={t('dataStatus.failingShort', { count: failing.length })}
              color="red"
            />
          </Group>
        </Tooltip>
      )}
    </Group>
  );
}

/** A notice in full from 48em up, in its short form on phones (only one is ever displayed). */
function Notice({ long, short, color }: { long: string; short: string; color: string }) {
  return (
    <>
      <Text size="xs" c={color} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {long}
      </Text>
      <Text size="xs" c={color} hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {short}
      </Text>
    </>
  );
}
