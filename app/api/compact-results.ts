import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_ROUTES } from '../../common/api/routes/user';
import { api } from './client';
import { currentUserKey, useCurrentUser } from './current-user';

/**
 * 'Vista compacta' of the result lists: kept on the account (PUT /v1/user/preferences), so it
 * follows the user to every device. Shown at once; the server's answer replaces the cached user.
 */
export function useCompactResults() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const mutation = useMutation({
    mutationFn: (compact: boolean) =>
      api.call(USER_ROUTES.updatePreferences, { body: { compact_results: compact } }),
    onSuccess: (saved) => queryClient.setQueryData(currentUserKey, saved),
  });
  const compact = mutation.isPending ? mutation.variables : (user?.compact_results ?? false);
  return { compact, setCompact: mutation.mutateAsync, saving: mutation.isPending };
}
