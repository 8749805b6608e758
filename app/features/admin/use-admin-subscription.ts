import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../common/api/subscriptions';
import { useFlash } from '../layout/flash/flash-context';
import { adminSubscriptionKey, fetchAdminSubscription } from './admin-subscriptions-api';
import { adminUserKeys } from './admin-users-api';

export function useAdminSubscription(id: number) {
  return useQuery({
    queryKey: adminSubscriptionKey(id),
    queryFn: ({ signal }) => fetchAdminSubscription(id, signal),
  });
}

/** A change answered with the subscription: shown at once, the users table refetched; errors flashed. */
export function useSubscriptionChange<A>(
  id: number,
  change: (arg: A) => Promise<Subscription>,
  success: string,
) {
  const queryClient = useQueryClient();
  const flash = useFlash();
  return useMutation({
    mutationFn: change,
    onSuccess: (subscription) => {
      queryClient.setQueryData(adminSubscriptionKey(id), subscription);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      flash.success(success);
    },
    onError: (error) => flash.error(error.message),
  });
}
