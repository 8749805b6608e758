import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInBodySchema } from '../../../common/api/auth';
import { ApiError } from '../../api/api-error';
import { returnPath } from '../../api/auth/access-rules';
import { signIn } from '../../api/auth/auth-api';
import { currentUserKey } from '../../api/current-user';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { EmailInput } from '../../ui/forms/EmailInput';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { useValidatedForm } from '../../ui/forms/use-validated-form';

// The server's own reasons are worth showing as they are: unconfirmed or disabled account (401),
// too many attempts (429), server unreachable (0). Anything else is the catalogue's sign-in failure.
const TOLD_AS_IS = new Set([0, 401, 429]);

// What a confirmation link that did not confirm anything now says on arrival (the server's redirect).
type LinkNotice = 'alreadyConfirmed' | 'confirmationInvalid';
const LINK_PARAMS = ['account_confirmation_success', 'account_already_confirmed'];

function linkNotice(params: URLSearchParams): LinkNotice | null {
  if (params.get('account_already_confirmed') === 'true') return 'alreadyConfirmed';
  if (params.get('account_confirmation_success') === 'false') return 'confirmationInvalid';
  return null;
}

function LinkNoticeAlert({ notice }: { notice: LinkNotice }) {
  const { t } = useTranslation();
  const already = notice === 'alreadyConfirmed';
  return (
    <Alert
      color={already ? 'green' : 'red'}
      icon={already ? <IconCircleCheck /> : <IconAlertTriangle />}
      role={already ? 'status' : 'alert'}
      data-testid="confirmation-notice"
    >
      {t(`auth.${notice}`)}
    </Alert>
  );
}

/**
 * Sign-in. The confirmation e-mail's link also lands here, with account_confirmation_success=true
 * (or false, or account_already_confirmed=true when opened again: the notice stays on the page);
 * a page that needs a session first (accepting a licence) sends `next`, where sign-in returns to.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const confirmed = params.get('account_confirmation_success') === 'true';
  const [notice] = useState(() => linkNotice(params));
  const fromLink = confirmed || notice !== null;
  const form = useValidatedForm(signInBodySchema, { email: '', password: '' });

  useEffect(() => {
    if (!fromLink) return;
    if (confirmed) flash.success(t('auth.accountConfirmed'));
    // Drop the values so a reload does not say it again.
    setParams(
      (current) => {
        for (const name of LINK_PARAMS) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [fromLink, confirmed, flash, t, setParams]);

  const submit = form.onSubmit(async (body) => {
    try {
      // The client stores the session headers of the answer (storage and cookie).
      const { data: user } = await signIn(body);
      queryClient.setQueryData(currentUserKey, user);
      flash.success(t('auth.signIn.success'));
      await navigate(returnPath(params.get('next')), { replace: true });
    } catch (error) {
      const told = error instanceof ApiError && TOLD_AS_IS.has(error.status);
      flash.error(told ? error.message : t('auth.signIn.failure'));
    }
  });

  return (
    <AuthCard
      title={t('pages.signIn')}
      banner={notice && <LinkNoticeAlert notice={notice} />}
      footer={
        <Text size="sm">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component={Link} to="/sign_up">
            {t('auth.signIn.signUp')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput {...form.field('email')} />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Anchor component={Link} to="/recover_password" size="sm" ta="right">
            {t('auth.signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
