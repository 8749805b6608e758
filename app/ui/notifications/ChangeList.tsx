import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeChanges } from '../../../common/notifications/describe-change';

/**
 * A followed tender's changes, one line each, reading like describe-change's plain text
 * ("Estado: En plazo → Adjudicada"): the old value dimmed, the new one as is.
 */
export function ChangeList({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lines = describeChanges(data);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('notifications.noChanges')}
      </Text>
    );
  const none = t('notifications.changes.none');
  return (
    <List size="sm" spacing={4} aria-label={t('notifications.changesTitle')}>
      {lines.map((line) => (
        <List.Item key={`${line.label}|${line.from}|${line.to}`}>
          <Text span fw={500} size="sm">
            {line.label}:
          </Text>{' '}
          {line.kind === 'changed' ? (
            <>
              <Text span size="sm" c="dimmed">
                {line.from || none}
              </Text>{' '}
              →{' '}
              <Text span size="sm">
                {line.to || none}
              </Text>
            </>
          ) : (
            <Text span size="sm" td={line.kind === 'removed' ? 'line-through' : undefined}>
              {line.from || line.to}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
