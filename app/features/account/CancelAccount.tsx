import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../ui/AccountSection';
import { useForgetSession } from '../../ui/auth/use-sign-out';
import { CONFIRMATION_WORD, ConfirmWordForm } from '../../ui/ConfirmWordForm';
import { useFlash } from '../../ui/flash/flash-context';
import { deleteAccount } from './account-api';

/** Deletes the own account (DELETE /v1/user), then signs out to the sign-in page. */
export function CancelAccount() {
  const { t } = useTranslation();
  const flash = useFlash();
  const forgetSession = useForgetSession();

  const cancel = async () => {
    try {
      await deleteAccount();
      await forgetSession('/sign_in');
      flash.success(t('account.cancel.done'));
    } catch (error) {
      if (error instanceof Error) flash.error(error.message);
    }
  };

  return (
    <AccountSection title={t('account.cancel.title')} intro={t('account.cancel.intro')} danger>
      <ConfirmWordForm
        label={t('account.cancel.label', { word: CONFIRMATION_WORD })}
        wrongWord={t('account.cancel.wrongWord')}
        submit={t('account.cancel.submit')}
        onConfirm={cancel}
      />
    </AccountSection>
  );
}
