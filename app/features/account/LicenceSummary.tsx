import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSubscription } from '../../../common/api/user';
import { formatDate } from '../../../common/format';

/**
 * The licences the user holds or belongs to, on the account's 'Suscripción' section: licence usage for the
 * owner only, the owner's e-mail for members; renewal applies to card billing alone, and the period
 * end reads as the next charge while it renews, as 'Válida hasta' for manual (invoiced) licences.
 */
export function LicenceSummary({ licence }: { licence: UserSubscription }) {
  const { t } = useTranslation();
  const rows: [label: string, value: ReactNode][] = [
    [t('account.subscription.status'), t(`account.subscription.statuses.${licence.status}`)],
  ];
  if (licence.owner) {
    rows.push([
      t('account.subscription.licences'),
      t('account.subscription.licencesUsed', { used: licence.used, quantity: licence.quantity }),
    ]);
  } else if (licence.owner_email) {
    rows.push([t('account.subscription.ownerEmail'), licence.owner_email]);
  }
  if (licence.billing_type) {
    rows.push([
      t('account.subscription.billingType'),
      t(`account.subscription.billingTypes.${licence.billing_type}`),
    ]);
  }
  if (licence.billing_frequency) {
    rows.push([
      t('account.subscription.billingFrequency'),
      t(`account.subscription.frequencies.${licence.billing_frequency}`),
    ]);
  }
  const renews = licence.billing_type === 'stripe' && !licence.cancel_at_period_end;
  if (licence.billing_type === 'stripe') {
    rows.push([
      t('account.subscription.renewal'),
      t(renews ? 'account.subscription.renewalOn' : 'account.subscription.renewalOff'),
    ]);
  }
  if (licence.current_period_end) {
    const label = renews
      ? 'account.subscription.nextCharge'
      : licence.billing_type === 'manual'
        ? 'manualPeriod.validUntil'
        : 'account.subscription.periodEnd';
    rows.push([t(label), formatDate(licence.current_period_end)]);
  }

  return (
    <Table variant="vertical" withTableBorder aria-label={t('account.subscription.title')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
