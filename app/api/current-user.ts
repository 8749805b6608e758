import { useQuery } from '@tanstack/react-query';
import { USER_ROUTES } from '../../common/api/routes/user';
import type { CurrentUser } from '../../common/api/user';
import { ApiError } from './api-error';
import { api } from './client';
import { readTokens } from './session';

export const currentUserKey = ['current-user'] as const;

/** The signed-in user, or null for a visitor (no tokens, a rejected session, or no user endpoint). */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!readTokens()) return null;
  try {
    return await api.call(USER_ROUTES.show);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: 60_000 });
}
