import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { NotificationCard } from './NotificationCard';

/** Notification cards as a list (the inbox's page, an alert's notifications, the admin's panels). */
export function NotificationList({
  notifications,
  onOpen,
  readOnly,
}: {
  notifications: Notification[];
  onOpen(projectId: number): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('notifications.list')}>
      {notifications.map((notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          onOpen={onOpen}
          readOnly={readOnly}
        />
      ))}
    </Stack>
  );
}
