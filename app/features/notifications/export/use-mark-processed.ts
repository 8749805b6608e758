import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationBatchesResponseSchema } from '../../../../common/api/notifications';
import { api } from '../../../api/client';
import { notificationsKey } from '../use-notifications';

/** PUT /v1/notifications/update_batches: the exported notifications leave the inbox (processed). */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.put('/v1/notifications/update_batches', {
        body: { ids, processed: true },
        schema: updateNotificationBatchesResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
