import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_ROUTES } from '../../../common/api/routes/user';
import { api } from '../../api/client';
import { currentUserKey } from '../../api/current-user';
import { notificationsKey } from '../../api/notifications/use-notifications';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';

/** 'Recomendadas para ti': off by default; on, the inbox also lists up to 10 open tenders a day the user's score rates high. */
export function RecommendationsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (recommendations: boolean) =>
      api.call(USER_ROUTES.updatePreferences, { body: { recommendations } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(currentUserKey, saved);
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      flash.success(t('account.recommendations.saved'));
    },
    onError: (error) => flash.error(error.message),
  });
  return (
    <AccountSection title={t('account.recommendations.title')}>
      <Switch
        checked={mutation.isPending ? mutation.variables : on}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate(event.currentTarget.checked)}
        label={t('account.recommendations.switch')}
        description={t('account.recommendations.help')}
      />
    </AccountSection>
  );
}
