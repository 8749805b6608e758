import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../common/api/api-keys';
import { formatDate, formatDateMinutes } from '../../../../common/format';
import { ResultList } from '../../../ui/results/ResultList';

interface Props {
  keys: ApiKey[];
  me: number;
  busy: boolean;
  onRotate(key: ApiKey): void;
  onRevoke(key: ApiKey): void;
}

/**
 * Each key: name and start, whose it is, what it may do, until when, and its last use. A table
 * from 768 px up, one card per key on a phone (nothing to scroll sideways).
 */
export function ApiKeyList({ keys, me, busy, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  return (
    <ResultList
      label={t('apiKeys.section.list')}
      rows={keys}
      rowKey={(key) => key.id}
      mainHeader={t('apiKeys.section.columns.key')}
      main={(key) => (
        <>
          <Text size="sm" fw={600}>
            {key.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {key.prefix}…
          </Text>
          {key.owner.id !== me && (
            <Text size="xs" c="dimmed">
              {t('apiKeys.section.of', { name: key.owner.name })}
            </Text>
          )}
        </>
      )}
      columns={[
        {
          key: 'scopes',
          header: t('apiKeys.section.columns.scopes'),
          width: 230,
          render: (key) => (
            <>
              <Group gap={4}>
                {key.scopes.map((scope) => (
                  <Badge key={scope} size="sm" variant="light" tt="none">
                    {scope}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {key.expires_at
                  ? t('apiKeys.section.until', { date: formatDate(key.expires_at) })
                  : t('apiKeys.section.noExpiry')}
              </Text>
            </>
          ),
        },
        {
          key: 'use',
          header: t('apiKeys.section.columns.use'),
          width: 200,
          render: (key) => (
            <>
              <Text size="sm">
                {key.last_used_at
                  ? t('apiKeys.section.lastUsed', {
                      at: formatDateMinutes(key.last_used_at),
                      address: key.last_used_address,
                    })
                  : t('apiKeys.section.neverUsed')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('apiKeys.section.usesToday', { count: key.uses_today })}
              </Text>
            </>
          ),
        },
        {
          key: 'actions',
          header: t('apiKeys.section.columns.actions'),
          width: 110,
          align: 'right',
          render: (key) => (
            <Stack gap={4} align="flex-end">
              {key.owner.id === me && (
                <Button size="xs" variant="subtle" disabled={busy} onClick={() => onRotate(key)}>
                  {t('apiKeys.section.rotate')}
                </Button>
              )}
              <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => onRevoke(key)}>
                {t('apiKeys.section.revoke')}
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}
