import { Button, Group, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../api/client';
import { useForgetSession } from '../auth/use-sign-out';
import { useValidatedForm } from '../forms/use-validated-form';
import { useFlash } from '../layout/flash/flash-context';
import { AccountSection } from './AccountSection';

/** Spec §5: the word to type, exactly, before cancelling an account or a subscription. */
export const CONFIRMATION_WORD = 'confirmar';

/** Deletes the own account (DELETE /v1/user), then signs out to the sign-in page. */
export function CancelAccount() {
  const { t } = useTranslation();
  const flash = useFlash();
  const forgetSession = useForgetSession();
  const schema = useMemo(
    () =>
      z.object({
        confirmation: z
          .string()
          .refine((typed) => typed === CONFIRMATION_WORD, t('account.cancel.wrongWord')),
      }),
    [t],
  );
  const form = useValidatedForm(schema, { confirmation: '' });

  const submit = form.onSubmit(async () => {
    try {
      await api.delete('/v1/user');
      await forgetSession('/sign_in');
      flash.success(t('account.cancel.done'));
    } catch (error) {
      if (error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <AccountSection title={t('account.cancel.title')} intro={t('account.cancel.intro')} danger>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('account.cancel.label', { word: CONFIRMATION_WORD })}
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.field('confirmation')}
          />
          <Button type="submit" color="red" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
            {t('account.cancel.submit')}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
