import {
  type FeedbackValue,
  type NotificationSort,
  notificationsResponseSchema,
  type UpdateNotificationBody,
} from '../../../common/api/notifications';
import { NOTIFICATION_ROUTES } from '../../../common/api/routes/notifications';
import { api } from '../client';

/** GET /v1/notifications: one page of the inbox (the unprocessed notifications, newest or most relevant first). */
export function fetchNotificationInbox(
  { page, pageSize, sort }: { page: number; pageSize: number; sort: NotificationSort },
  signal?: AbortSignal,
) {
  return api.call(NOTIFICATION_ROUTES.list, {
    query: { source_type: 'procurement', page, pageSize, sort },
    signal,
  });
}

/** GET /v1/notifications/recommended: 'Recomendadas para ti' not discarded. */
export const fetchRecommended = (signal?: AbortSignal) =>
  api.call(NOTIFICATION_ROUTES.recommended, { signal });

/** One page of a side panel's notifications (an alert's, a follow's), read from its own path. */
export const fetchNotificationsAt = (path: string, page: number, signal?: AbortSignal) =>
  api.get(path, { query: { page }, schema: notificationsResponseSchema, signal });

/** PUT /v1/notifications/{id}: discard (processed) or star. */
export const updateNotification = ({ id, changes }: { id: number; changes: UpdateNotificationBody }) =>
  api.call(NOTIFICATION_ROUTES.update, { params: { id }, body: changes });

/** PUT /v1/notifications/update_batches: the given notifications leave the inbox (processed). */
export const markProcessed = (ids: number[]) =>
  api.call(NOTIFICATION_ROUTES.discard, { body: { ids, processed: true } });

/** PUT /v1/notifications/{id}/feedback: 'Me interesa', 'No me interesa', or null to take it back. */
export const giveFeedback = ({ id, value }: { id: number; value: FeedbackValue | null }) =>
  api.call(NOTIFICATION_ROUTES.feedback, { params: { id }, body: { value } });

/** POST /v1/notifications/feedback_link: what a digest's one-click link says (the token is the credential). */
export const feedbackByLink = (token: string) =>
  api.call(NOTIFICATION_ROUTES.feedbackLink, { query: { token } });
