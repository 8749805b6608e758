import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../common/api/subscriptions';
import type { LicenceCalls } from '../../api/licences/licence-calls';
import { useFlash } from '../flash/flash-context';

/** A change answered with the licence: shown at once, what depends on it refetched; errors flashed. */
export function useLicenceChange<A>(
  calls: Pick<LicenceCalls, 'key' | 'stale'>,
  change: (arg: A) => Promise<Subscription>,
  success: string,
) {
  const queryClient = useQueryClient();
  const flash = useFlash();
  return useMutation({
    mutationFn: change,
    onSuccess: (licence) => {
      queryClient.setQueryData(calls.key, licence);
      for (const queryKey of calls.stale) void queryClient.invalidateQueries({ queryKey });
      flash.success(success);
    },
    onError: (error) => flash.error(error.message),
  });
}
