import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { NotificationCard } from './NotificationCard';
import { type NotificationTarget, officialBulletinOf } from './notification-target';
import { OfficialBulletinCard } from './OfficialBulletinCard';

/** Notification cards as a list (the inbox's page, an alert's notifications, the admin's panels), each of its kind. */
export function NotificationList({
  notifications,
  onOpen,
  readOnly,
  label,
}: {
  notifications: Notification[];
  onOpen(target: NotificationTarget): void;
  readOnly?: boolean;
  /** The list's accessible name ('Notificaciones pendientes' unless told). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={label ?? t('notifications.list')}>
      {notifications.map((notification) => {
        const bulletin = officialBulletinOf(notification);
        return bulletin ? (
          <OfficialBulletinCard
            key={notification.id}
            notification={notification}
            bulletin={bulletin}
            onOpen={onOpen}
          />
        ) : (
          <NotificationCard
            key={notification.id}
            notification={notification}
            onOpen={onOpen}
            readOnly={readOnly}
          />
        );
      })}
    </Stack>
  );
}
