import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../common/api/api-keys';
import { formatDate, formatDateMinutes } from '../../../../common/format';

interface Props {
  keys: ApiKey[];
  me: number;
  busy: boolean;
  onRotate(key: ApiKey): void;
  onRevoke(key: ApiKey): void;
}

/** Each key: name and start, whose it is, what it may do, until when, and its last use. */
export function ApiKeyList({ keys, me, busy, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('apiKeys.section.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiKeys.section.columns.key')}</Table.Th>
            <Table.Th>{t('apiKeys.section.columns.scopes')}</Table.Th>
            <Table.Th>{t('apiKeys.section.columns.use')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} data-key-id={key.id}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td data-field="key-use">
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
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-end">
                  {key.owner.id === me && (
                    <Button size="xs" variant="subtle" disabled={busy} onClick={() => onRotate(key)}>
                      {t('apiKeys.section.rotate')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    onClick={() => onRevoke(key)}
                  >
                    {t('apiKeys.section.revoke')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
