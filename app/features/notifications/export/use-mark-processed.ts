import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markProcessed } from '../../../api/notifications/notifications-api';
import { notificationsKey } from '../../../api/notifications/use-notifications';

/** PUT /v1/notifications/update_batches: the exported notifications leave the inbox (processed). */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProcessed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
