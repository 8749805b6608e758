import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconGift, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerBodySchema } from '../../../common/api/auth';
import { signUp } from '../../api/auth/auth-api';
import { useTrialDays } from '../../api/use-trial-days';
import { AuthCard } from '../../ui/auth/AuthCard';
import { useFlash } from '../../ui/flash/flash-context';
import { EmailInput } from '../../ui/forms/EmailInput';
import { PasswordFields } from '../../ui/forms/PasswordFields';
import { fullMessages } from '../../ui/forms/server-errors';
import { useValidatedForm } from '../../ui/forms/use-validated-form';

/** Sign-up: name, e-mail, password and confirmation; then the confirmation e-mail is on its way. */
export function SignUpPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const trialDays = useTrialDays();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm(registerBodySchema, {
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await signUp(body);
      setSentTo(body.email);
    } catch (error) {
      form.showServerErrors(error);
      flash.error(fullMessages(error));
    }
  });

  const signInLink = (
    <Text size="sm">
      {t('auth.signUp.haveAccount')}{' '}
      <Anchor component={Link} to="/sign_in">
        {t('auth.signUp.signIn')}
      </Anchor>
    </Text>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('auth.signUp.checkInbox')} footer={signInLink}>
        <Alert color="green" icon={<IconMailCheck />} role="status">
          {t('auth.signUp.success', { email: sentTo })}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('pages.signUp')}
      banner={
        // No offer while the setting loads, nor when the operator gives no trial (TRIAL_DAYS=0).
        trialDays ? (
          <Alert
            color="brand"
            variant="light"
            icon={<IconGift />}
            title={t('auth.signUp.trialTitle', { count: trialDays })}
          >
            {t('auth.signUp.trialText', { count: trialDays })}
          </Alert>
        ) : null
      }
      footer={signInLink}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('auth.fields.name')} autoComplete="name" required {...form.field('name')} />
          <EmailInput {...form.field('email')} />
          <PasswordFields form={form} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
