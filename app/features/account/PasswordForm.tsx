import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateAccountBodySchema } from '../../../common/api/auth';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';
import { PasswordFields } from '../../ui/forms/PasswordFields';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { useValidatedForm } from '../../ui/forms/use-validated-form';
import { useUpdateAccount } from './use-update-account';

export function PasswordForm() {
  const { t } = useTranslation();
  const flash = useFlash();
  const updateAccount = useUpdateAccount();
  const form = useValidatedForm(updateAccountBodySchema, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await updateAccount(body);
      form.reset();
      flash.success(t('account.password.success'));
    } catch (error) {
      if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <AccountSection title={t('account.password.title')} intro={t('account.password.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('auth.fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.field('current_password')}
          />
          <PasswordFields form={form} isNew />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
