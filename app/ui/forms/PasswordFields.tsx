import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/api/user';
import { PasswordInput } from './PasswordInput';
import type { FieldProps } from './use-validated-form';

/** The new password and its confirmation, as sign-up, reset, invitation and the account page ask them. */
export function PasswordFields({
  form,
  isNew = false,
}: {
  form: { field(name: 'password' | 'password_confirmation'): FieldProps };
  /** Labels it "new password" where it replaces an existing one. */
  isNew?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t(isNew ? 'auth.fields.newPassword' : 'auth.fields.password')}
        description={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <PasswordInput
        label={t('auth.fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
      />
    </>
  );
}
