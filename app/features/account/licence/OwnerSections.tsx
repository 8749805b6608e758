import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserSubscription } from '../../../../common/api/user';
import { AccountSection } from '../../../ui/AccountSection';
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

/** Whether the user owns licences, with the fields an owned licence always has. */
export function isOwnedLicence(licence: UserSubscription): licence is OwnedLicence {
  return (
    licence.owner &&
    licence.id !== null &&
    licence.quantity !== null &&
    licence.used !== null &&
    licence.billing_frequency !== null
  );
}

/**
 * What only the owner sees: licence usage and total price; for an active card
 * licence the renewal toggle and the licence change; the members; cancelling.
 */
export function OwnerSections({ licence }: { licence: OwnedLicence }) {
  const { t } = useTranslation();
  const active = licence.status === 'active';
  const card = licence.billing_type === 'stripe';
  return (
    <>
      <AccountSection title={t('licences.usage.title')}>
        <Stack gap="md">
          <LicenceUsage
            used={licence.used}
            quantity={licence.quantity}
            frequency={licence.billing_frequency}
          />
          {active && card && (
            <>
              <RenewalSwitch
                cancelAtPeriodEnd={licence.cancel_at_period_end}
                periodEnd={licence.current_period_end}
              />
              <PaymentCard />
              <ChangeLicences key={licence.quantity} quantity={licence.quantity} used={licence.used} />
            </>
          )}
        </Stack>
      </AccountSection>
      <AccountSection title={t('licences.members.title')}>
        <OwnerMembers licenceId={licence.id} />
      </AccountSection>
      {active && <CancelLicence licence={licence} />}
    </>
  );
}
