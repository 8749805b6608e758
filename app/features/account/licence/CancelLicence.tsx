import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { UserSubscription } from '../../../../common/api/user';
import { cancelCardLicence } from '../../../api/licences/licences-api';
import { AccountSection } from '../../../ui/AccountSection';
import { CONFIRMATION_WORD, ConfirmWordForm } from '../../../ui/ConfirmWordForm';
import { ContactEmailLink } from '../../../ui/contact/ContactEmailLink';
import { useBillingChange } from './use-billing-change';

/**
 * Cancelling is self-service for card billing, after typing the word; a
 * manual licence is cancelled by writing to the provider.
 */
export function CancelLicence({ licence }: { licence: UserSubscription }) {
  const { t } = useTranslation();
  const cancel = useBillingChange(cancelCardLicence, () => t('licences.cancel.done'));
  return (
    <AccountSection
      title={t('licences.cancel.title')}
      intro={licence.billing_type === 'stripe' ? t('licences.cancel.intro') : undefined}
      danger
    >
      {licence.billing_type === 'stripe' ? (
        <ConfirmWordForm
          label={t('licences.cancel.label', { word: CONFIRMATION_WORD })}
          wrongWord={t('licences.cancel.wrongWord')}
          submit={t('licences.cancel.submit')}
          onConfirm={async () => {
            // Failures are flashed by the mutation; the form only waits for it.
            await cancel.mutateAsync(undefined).catch(() => undefined);
          }}
        />
      ) : (
        <Text>
          <Trans i18nKey="licences.cancel.manual" components={{ email: <ContactEmailLink /> }} />
        </Text>
      )}
    </AccountSection>
  );
}
