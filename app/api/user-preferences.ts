import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_ROUTES } from '../../common/api/routes/user';
import type { UserPreferences } from '../../common/api/user';
import { api } from './client';
import { currentUserKey } from './current-user';

/** PUT /v1/user/preferences: the account's preferences; the server's answer replaces the cached user. */
export function useUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: UserPreferences) =>
      api.call(USER_ROUTES.updatePreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(currentUserKey, saved),
  });
}
