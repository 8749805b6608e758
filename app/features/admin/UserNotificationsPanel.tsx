import { PagedNotificationsPanel } from '../notifications/PagedNotificationsPanel';
import { tenderPath } from '../tender/tender-links';
import { type MonitoringSource, userItemNotificationsPath, userMonitoringKey } from './user-monitoring-api';

/**
 * The notifications one of a user's alerts or follows produced, as the admin sees them: the same
 * cards, read-only (starring or discarding is the user's). A tender opens in a new tab, so the
 * admin keeps the expanded row.
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
      onOpen={(projectId) => window.open(tenderPath(projectId), '_blank', 'noopener')}
      readOnly
    />
  );
}
