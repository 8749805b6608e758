import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { VISITOR_HOME } from '../../api/auth/access-rules';
import { signOut } from '../../api/auth/auth-api';
import { currentUserKey } from '../../api/current-user';
import { clearTokens } from '../../api/session';
import { useFlash } from '../flash/flash-context';

/**
 * Forgets the session on this device (tokens, every cached answer, the user) and moves to `to`.
 * The cache changes at once but tells its watchers a task later, while the move is rendered
 * synchronously (flushSync) and reads the cache as it is now: the page being left never renders
 * as a visitor's and redirects on its own, and `to` (even a visitor-only page such as /sign_in)
 * already sees no user. The user query is set, not removed, so the header and guards hear of it.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string) => {
    clearTokens();
    queryClient.setQueryData(currentUserKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    await navigate(to, { flushSync: true });
  };
}

/** Ends this device's session on the server, then forgets it locally. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const forgetSession = useForgetSession();
  const flash = useFlash();
  const { t } = useTranslation();

  return async () => {
    // Calls still on their way (a page's results, then the board they mount) would reach the
    // server after the session ended and be refused: stop them first.
    await queryClient.cancelQueries();
    try {
      await signOut();
    } catch (error) {
      // A 401 means the session was already gone on the server: signing out locally is enough.
      if (!(error instanceof ApiError && error.status === 401)) {
        flash.error(t('auth.signOutError'));
        return;
      }
    }
    await forgetSession(VISITOR_HOME);
    flash.success(t('auth.signOutSuccess'));
  };
}
