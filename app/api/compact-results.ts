import { useCurrentUser } from './current-user';
import { useUserPreferences } from './user-preferences';

/**
 * 'Vista compacta' of the result lists: kept on the account (PUT /v1/user/preferences), so it
 * follows the user to every device. Shown at once; the server's answer replaces the cached user.
 */
export function useCompactResults() {
  const { data: user } = useCurrentUser();
  const mutation = useUserPreferences();
  const compact = mutation.isPending
    ? (mutation.variables.compact_results ?? false)
    : (user?.compact_results ?? false);
  const setCompact = (next: boolean) => mutation.mutateAsync({ compact_results: next });
  return { compact, setCompact, saving: mutation.isPending };
}
