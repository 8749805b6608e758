import { useQuery } from '@tanstack/react-query';
import { fetchNotificationInbox } from './notifications-api';
import { notificationsKey } from './use-notifications';

/**
 * How many notifications wait in the inbox (unprocessed), for the dashboard tab's label. Loaded on
 * the dashboard's first display; discarding refreshes it with the inbox.
 */
export function useNotificationCount() {
  return useQuery({
    queryKey: [...notificationsKey, 'count'],
    queryFn: async ({ signal }) =>
      (await fetchNotificationInbox({ page: 1, pageSize: 1, sort: 'date' }, signal)).unprocessed_count,
  });
}
