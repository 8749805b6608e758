import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FollowKind, followKeys, followTarget, unfollowTarget } from './follows-api';

/**
 * Follows or unfollows one tender (party), showing the new state at once; it goes back if the
 * server refuses, and settles on what the server says once the follow lists are refreshed.
 */
export function useFollowToggle(kind: FollowKind, id: number, followed: boolean | undefined) {
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<boolean>();
  const mutation = useMutation({
    mutationFn: (follow: boolean) => (follow ? followTarget(kind, id) : unfollowTarget(kind, id)),
    onMutate: (follow) => setOptimistic(follow),
    onError: () => setOptimistic(undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: followKeys.kind(kind) });
      setOptimistic(undefined);
    },
  });
  const shown = optimistic ?? followed;
  return {
    followed: shown,
    busy: mutation.isPending,
    toggle: () => {
      if (shown !== undefined && !mutation.isPending) mutation.mutate(!shown);
    },
  };
}
