import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationInboxResponseSchema,
  notificationSchema,
  type UpdateNotificationBody,
} from '../../../common/api/notifications';
import { api } from '../../api/client';

/** Every notifications query (the inbox pages and the tab's count) sits under this key. */
export const notificationsKey = ['notifications'] as const;

/** GET /v1/notifications: one page of the inbox (the unprocessed notifications, newest first). */
export function fetchNotificationInbox(page: number, pageSize: number, signal?: AbortSignal) {
  return api.get('/v1/notifications', {
    query: { source_type: 'procurement', page, pageSize },
    schema: notificationInboxResponseSchema,
    signal,
  });
}

export function useNotificationInbox(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, 'inbox', page],
    queryFn: ({ signal }) => fetchNotificationInbox(page, NOTIFICATIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** PUT /v1/notifications/{id}: discard (processed) or star; the inbox and its count refresh after. */
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateNotificationBody }) =>
      api.put(`/v1/notifications/${id}`, { body: changes, schema: notificationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
