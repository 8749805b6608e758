import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvitationBodySchema } from '../../../common/api/auth';
import { acceptInvitation } from '../../api/auth/auth-api';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { PasswordFields } from '../../ui/forms/PasswordFields';
import { useValidatedForm } from '../../ui/forms/use-validated-form';

/** Accepts the invitation e-mailed by an admin (/invitacion?invitation_token=…): name and password. */
export function InvitationPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('invitation_token') ?? '';
  // The token travels with the values so the one request schema validates the whole body.
  const form = useValidatedForm(acceptInvitationBodySchema, {
    name: '',
    password: '',
    password_confirmation: '',
    invitation_token: token,
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await acceptInvitation(body);
      flash.success(t('auth.invitation.success'));
      await navigate('/sign_in', { replace: true });
    } catch (error) {
      // Field problems are the user's to fix; anything else (a used or expired token) is the catalogue's failure.
      if (!form.showServerErrors(error)) flash.error(t('auth.invitation.failure'));
    }
  });

  return (
    <AuthCard title={t('pages.invitation')} intro={token ? t('auth.invitation.intro') : undefined}>
      {token ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label={t('auth.fields.name')} autoComplete="name" required {...form.field('name')} />
            <PasswordFields form={form} />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('auth.invitation.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="red" role="alert">
          {t('auth.invitation.failure')}
        </Alert>
      )}
    </AuthCard>
  );
}
