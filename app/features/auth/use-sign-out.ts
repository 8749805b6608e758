import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useFlash } from '../layout/flash/flash-context';
import { VISITOR_HOME } from './access-rules';
import { currentUserKey } from './current-user';
import { clearTokens } from './session-tokens';

/** Ends this device's session on the server, then forgets it locally and every cached answer. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flash = useFlash();
  const { t } = useTranslation();

  return async () => {
    try {
      await api.delete('/auth/sign_out');
    } catch (error) {
      // A 401 means the session was already gone on the server: signing out locally is enough.
      if (!(error instanceof ApiError && error.status === 401)) {
        flash.error(t('auth.signOutError'));
        return;
      }
    }
    clearTokens();
    await navigate(VISITOR_HOME);
    queryClient.clear();
    queryClient.setQueryData(currentUserKey, null);
    flash.success(t('auth.signOutSuccess'));
  };
}
