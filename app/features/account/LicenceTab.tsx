import { Button, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../common/api/user';
import { AccountSection } from '../../ui/AccountSection';
import { ContactEmailLink } from '../../ui/contact/ContactEmailLink';
import { LicenceSummary } from './LicenceSummary';
import { InvoicesTable } from './licence/InvoicesTable';
import { isOwnedLicence, OwnerSections } from './licence/OwnerSections';
import { TrialStatus } from './TrialStatus';

/**
 * 'Suscripción': the account's status and the licences it holds or belongs to, what the owner
 * manages, and the invoices; without licences, the subscribe form and the contact address
 * (manual billing).
 */
export function LicenceTab({
  user,
}: {
  user: Pick<
    CurrentUser,
    'role' | 'subscription' | 'pending_subscription_upgrade' | 'pending_payment_method' | 'pending_invoice_id'
  >;
}) {
  const { t } = useTranslation();
  const { subscription: licence } = user;
  return (
    <Stack gap="md">
      <TrialStatus role={user.role} licence={licence} />
      <AccountSection title={t('account.subscription.title')}>
        {licence.id === null ? (
          <>
            <Text>
              <Trans i18nKey="account.subscription.none" components={{ email: <ContactEmailLink /> }} />
            </Text>
            <Button component={Link} to="/subscribe" w="fit-content">
              {t('account.subscription.subscribe')}
            </Button>
          </>
        ) : (
          <LicenceSummary licence={licence} />
        )}
      </AccountSection>
      {isOwnedLicence(licence) && <OwnerSections licence={licence} />}
      {/* Only card billing has invoices here (Stripe's); manual billing's come by other means. */}
      {licence.owner && licence.billing_type === 'stripe' && (
        <AccountSection title={t('licences.invoices.title')}>
          <InvoicesTable pending={user} />
        </AccountSection>
      )}
    </Stack>
  );
}
