import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserSubscription } from '../../../common/api/user';
import { AccountSection } from '../../ui/AccountSection';
import { CancelLicence } from './CancelLicence';
import { ChangeLicences } from './ChangeLicences';
import { LicenceUsage } from './LicenceUsage';
import { OwnerMembers } from './OwnerMembers';
import { PaymentCard } from './PaymentCard';
import { RenewalSwitch } from './RenewalSwitch';

type OwnedLicence = UserSubscription & {
  id: number;
  quantity: number;
  used: number;
  billing_frequency: NonNullable<UserSubscription['billing_frequency']>;
};

/** Whether the user owns licences, with the fields an owned subscription always has. */
export function isOwnedLicence(subscription: UserSubscription): subscription is OwnedLicence {
  return (
    subscription.owner &&
    subscription.id !== null &&
    subscription.quantity !== null &&
    subscription.used !== null &&
    subscription.billing_frequency !== null
  );
}

/**
 * What only the owner sees: licence usage and total price; for an active card
 * subscription the renewal toggle and the licence change; the members; cancelling.
 */
export function OwnerSections({ subscription }: { subscription: OwnedLicence }) {
  const { t } = useTranslation();
  const active = subscription.status === 'active';
  const card = subscription.billing_type === 'stripe';
  return (
    <>
      <AccountSection title={t('licences.usage.title')}>
        <Stack gap="md">
          <LicenceUsage
            used={subscription.used}
            quantity={subscription.quantity}
            frequency={subscription.billing_frequency}
          />
          {active && card && (
            <>
              <RenewalSwitch
                cancelAtPeriodEnd={subscription.cancel_at_period_end}
                periodEnd={subscription.current_period_end}
              />
              <PaymentCard />
              <ChangeLicences
                key={subscription.quantity}
                quantity={subscription.quantity}
                used={subscription.used}
              />
            </>
          )}
        </Stack>
      </AccountSection>
      <AccountSection title={t('licences.members.title')}>
        <OwnerMembers licenceId={subscription.id} />
      </AccountSection>
      {active && <CancelLicence subscription={subscription} />}
    </>
  );
}
