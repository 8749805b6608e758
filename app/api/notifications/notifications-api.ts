import {
  notificationInboxResponseSchema,
  notificationSchema,
  notificationsResponseSchema,
  type UpdateNotificationBody,
  updateNotificationBatchesResponseSchema,
} from '../../../common/api/notifications';
import { api } from '../client';

/** GET /v1/notifications: one page of the inbox (the unprocessed notifications, newest first). */
export function fetchNotificationInbox(page: number, pageSize: number, signal?: AbortSignal) {
  return api.get('/v1/notifications', {
    query: { source_type: 'procurement', page, pageSize },
    schema: notificationInboxResponseSchema,
    signal,
  });
}

/** One page of a side panel's notifications (an alert's, a follow's), read from its own path. */
export const fetchNotificationsAt = (path: string, page: number, signal?: AbortSignal) =>
  api.get(path, { query: { page }, schema: notificationsResponseSchema, signal });

/** PUT /v1/notifications/{id}: discard (processed) or star. */
export const updateNotification = ({ id, changes }: { id: number; changes: UpdateNotificationBody }) =>
  api.put(`/v1/notifications/${id}`, { body: changes, schema: notificationSchema });

/** PUT /v1/notifications/update_batches: the given notifications leave the inbox (processed). */
export const markProcessed = (ids: number[]) =>
  api.put('/v1/notifications/update_batches', {
    body: { ids, processed: true },
    schema: updateNotificationBatchesResponseSchema,
  });
