import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordBodySchema } from '../../../common/api/auth';
import { resetPassword } from '../../api/auth/auth-api';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { PasswordFields } from '../../ui/forms/PasswordFields';
import { useValidatedForm } from '../../ui/forms/use-validated-form';

// The e-mailed link carries the headers PUT /auth/password needs: /reset_password?access-token=…&client=…&uid=…
const LINK_HEADERS = ['access-token', 'client', 'uid'] as const;

/** Sets a new password with the token headers of the reset link; then back to sign-in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = Object.fromEntries(LINK_HEADERS.map((name) => [name, params.get(name) ?? '']));
  const linkIsComplete = LINK_HEADERS.every((name) => link[name]);
  const form = useValidatedForm(resetPasswordBodySchema, { password: '', password_confirmation: '' });

  const submit = form.onSubmit(async (body) => {
    try {
      await resetPassword(body, link);
      flash.success(t('auth.reset.success'));
      await navigate('/sign_in', { replace: true });
    } catch (error) {
      if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <AuthCard
      title={t('pages.resetPassword')}
      footer={
        <Anchor component={Link} to="/recover_password" size="sm">
          {t('auth.reset.requestNew')}
        </Anchor>
      }
    >
      {linkIsComplete ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordFields form={form} isNew />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="red" role="alert">
          {t('auth.reset.invalidLink')}
        </Alert>
      )}
    </AuthCard>
  );
}
