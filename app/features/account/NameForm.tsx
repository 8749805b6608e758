import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateAccountBodySchema } from '../../../common/api/auth';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';
import { useValidatedForm } from '../../ui/forms/use-validated-form';
import { useUpdateAccount } from './use-update-account';

export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const updateAccount = useUpdateAccount();
  const form = useValidatedForm(updateAccountBodySchema, { name });

  const submit = form.onSubmit(async (body) => {
    try {
      await updateAccount(body);
      flash.success(t('account.name.success'));
    } catch (error) {
      if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <AccountSection title={t('account.name.title')}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('auth.fields.name')}
            autoComplete="name"
            required
            style={{ flex: '1 1 240px' }}
            {...form.field('name')}
          />
          <Button type="submit" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
            {t('account.name.submit')}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
