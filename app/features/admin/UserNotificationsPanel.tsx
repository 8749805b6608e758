import { targetPath } from '../../ui/notifications/notification-target';
import { PagedNotificationsPanel } from '../../ui/notifications/PagedNotificationsPanel';
import { type MonitoringSource, userItemNotificationsPath, userMonitoringKey } from './admin-api';

/**
 * The notifications one of a user's alerts or follows produced, as the admin sees them: the same
 * cards, read-only (starring or discarding is the user's). A tender (or a publication's document)
 * opens in a new tab, so the admin keeps the expanded row.
 */
export function UserNotificationsPanel({
  userId,
  source,
  itemId,
  title,
  onClose,
}: {
  userId: number;
  source: MonitoringSource;
  itemId: number;
  title: string;
  onClose(): void;
}) {
  return (
    <PagedNotificationsPanel
      title={title}
      path={userItemNotificationsPath(userId, source, itemId)}
      queryKey={[...userMonitoringKey(userId, source), itemId, 'notifications']}
      opened
      onClose={onClose}
      onOpen={(target) => window.open(targetPath(target), '_blank', 'noopener')}
      readOnly
    />
  );
}
