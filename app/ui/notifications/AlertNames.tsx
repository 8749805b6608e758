import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';

/** 'Alertas: …': the user's alerts a notification answers (nothing when it answers none). */
export function AlertNames({ alerts }: { alerts: Notification['alerts'] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {t('notifications.alerts')}:
      </Text>{' '}
      {alerts.map((alert) => alert.name).join(', ')}
    </Text>
  );
}
