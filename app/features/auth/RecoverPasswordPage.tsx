import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recoverPasswordBodySchema } from '../../../common/api/auth';
import { recoverPassword } from '../../api/auth/auth-api';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { EmailInput } from '../../ui/forms/EmailInput';
import { useValidatedForm } from '../../ui/forms/use-validated-form';

/** Asks for the e-mail that the reset link goes to. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm(recoverPasswordBodySchema, { email: '' });

  const submit = form.onSubmit(async (body) => {
    try {
      await recoverPassword(body);
      setSentTo(body.email);
    } catch (error) {
      if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <AuthCard
      title={t('pages.recoverPassword')}
      intro={sentTo ? undefined : t('auth.recover.intro')}
      footer={
        <Anchor component={Link} to="/sign_in" size="sm">
          {t('auth.recover.back')}
        </Anchor>
      }
    >
      {sentTo ? (
        <Alert color="green" icon={<IconMailCheck />} role="status">
          {t('auth.recover.success', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmailInput {...form.field('email')} />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('auth.recover.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
