import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationSort } from '../../../common/api/notifications';
import {
  fetchNotificationInbox,
  fetchRecommended,
  giveFeedback,
  updateNotification,
} from './notifications-api';

/** Every notifications query (the inbox pages and the tab's count) sits under this key. */
export const notificationsKey = ['notifications'] as const;

export function useNotificationInbox(page: number, sort: NotificationSort) {
  return useQuery({
    queryKey: [...notificationsKey, 'inbox', sort, page],
    queryFn: ({ signal }) =>
      fetchNotificationInbox({ page, pageSize: NOTIFICATIONS_PAGE_SIZE, sort }, signal),
    placeholderData: keepPreviousData,
  });
}

/** 'Recomendadas para ti', read only while the user has them switched on. */
export function useRecommended(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'recommended'],
    queryFn: ({ signal }) => fetchRecommended(signal),
    enabled,
  });
}

/** PUT /v1/notifications/{id}: discard (processed) or star; the inbox and its count refresh after. */
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** PUT /v1/notifications/{id}/feedback; the cards refresh after (the verdict shows on every card of the tender). */
export function useNotificationFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
