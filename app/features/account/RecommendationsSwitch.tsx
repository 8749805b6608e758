import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsKey } from '../../api/notifications/use-notifications';
import { useUserPreferences } from '../../api/user-preferences';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';

/** 'Recomendadas para ti': off by default; on, the inbox also lists up to 10 open tenders a day the user's score rates high. */
export function RecommendationsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const mutation = useUserPreferences();
  const toggle = (recommendations: boolean) =>
    mutation.mutate(
      { recommendations },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: notificationsKey });
          flash.success(t('account.recommendations.saved'));
        },
        onError: (error) => flash.error(error.message),
      },
    );
  return (
    <AccountSection title={t('account.recommendations.title')}>
      <Switch
        checked={mutation.isPending ? (mutation.variables.recommendations ?? on) : on}
        disabled={mutation.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
        label={t('account.recommendations.switch')}
        description={t('account.recommendations.help')}
      />
    </AccountSection>
  );
}
