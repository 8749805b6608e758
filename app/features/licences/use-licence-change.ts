import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../common/api/subscriptions';
import { useFlash } from '../../ui/flash/flash-context';

/**
 * Where a licence is cached and how it changes: the admin's calls, or the owner's
 * licence-member calls, with the queries each change makes stale.
 */
export interface LicenceCalls {
  key: QueryKey;
  stale: QueryKey[];
  addMember(email: string): Promise<Subscription>;
  removeMember(userId: number): Promise<Subscription>;
  /** Takes back a licence offered and not accepted yet (the owner's; staff add directly). */
  withdrawInvitation?(invitationId: number): Promise<Subscription>;
}

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
