import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format';
import type { RenewalData } from '../../../common/notifications/notification-types';

/** A contract about to end: its end with what it was read from, and the extension the body published. */
export function RenewalEnd({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const renewal = data as Partial<RenewalData>;
  const date = formatDate(renewal.execution_end);
  if (!date) return null;
  const basis = renewal.execution_end_basis;
  const withExtensions = formatDate(renewal.execution_end_with_extensions);
  return (
    <Stack gap={2}>
      <Text size="sm">
        {basis
          ? t('notifications.renewal.end', { date, basis: t(`executionEnd.basis.${basis}`) })
          : t('notifications.renewal.endNoBasis', { date })}
      </Text>
      {renewal.extension_text && (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('notifications.renewal.extension')}:
          </Text>{' '}
          {renewal.extension_text}
        </Text>
      )}
      {withExtensions && (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('notifications.renewal.withExtensions')}:
          </Text>{' '}
          {withExtensions}
        </Text>
      )}
    </Stack>
  );
}
