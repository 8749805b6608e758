import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DASHBOARD } from '../../api/auth/access-rules';
import { currentUserKey, useCurrentUser } from '../../api/current-user';
import { acceptLicence } from '../../api/licences/licences-api';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { PageLoader } from '../../ui/PageLoader';

/**
 * Where the e-mail offering a licence leads (/licencia?token=…): the person accepts it signed in
 * as the account it was offered to, after reading what the owner will see. A visitor signs in
 * first and comes back here.
 */
export function AcceptLicencePage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: user, isPending } = useCurrentUser();
  const accept = useMutation({
    mutationFn: () => acceptLicence(token),
    onSuccess: async (accepted) => {
      queryClient.setQueryData(currentUserKey, accepted);
      flash.success(t('licences.accept.done'));
      await navigate(DASHBOARD, { replace: true });
    },
  });

  if (isPending) return <PageLoader />;
  const title = t('pages.acceptLicence');
  if (!token) {
    return (
      <AuthCard title={title}>
        <Alert color="red" role="alert">
          {t('licences.accept.noToken')}
        </Alert>
      </AuthCard>
    );
  }
  if (!user) {
    const back = `/licencia?${new URLSearchParams({ token })}`;
    return (
      <AuthCard title={title} intro={t('licences.accept.signInFirst')}>
        <Button component={Link} to={`/sign_in?${new URLSearchParams({ next: back })}`} fullWidth>
          {t('licences.accept.signIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={t('licences.accept.intro')}>
      <Stack gap="md">
        <Text>{t('licences.accept.signedInAs', { email: user.email })}</Text>
        {accept.error && (
          <Alert color="red" role="alert">
            {accept.error.message}
          </Alert>
        )}
        <Button loading={accept.isPending} onClick={() => accept.mutate()} fullWidth>
          {t('licences.accept.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
