import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlash } from '../layout/flash/flash-context';
import { UnderConstruction } from '../layout/UnderConstruction';

/** Sign-in (form still to come). The confirmation e-mail's link lands here with account_confirmation_success=true. */
export function SignInPage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const confirmed = params.get('account_confirmation_success') === 'true';

  useEffect(() => {
    if (!confirmed) return;
    flash.success(t('auth.accountConfirmed'));
    // Drop the value so a reload does not congratulate again.
    setParams(
      (current) => {
        current.delete('account_confirmation_success');
        return current;
      },
      { replace: true },
    );
  }, [confirmed, flash, t, setParams]);

  return <UnderConstruction titleKey="pages.signIn" />;
}
