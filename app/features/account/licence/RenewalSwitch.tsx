import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../common/format';
import { updateCardLicence } from '../../../api/licences/licences-api';
import { useBillingChange } from './use-billing-change';

/** Automatic renewal of a card-paid licence (cancel_at_period_end), with the next charge date while on. */
export function RenewalSwitch({
  cancelAtPeriodEnd,
  periodEnd,
}: {
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
}) {
  const { t } = useTranslation();
  const toggle = useBillingChange(
    (renew: boolean) => updateCardLicence({ cancel_at_period_end: !renew }),
    (renew) => t(renew ? 'licences.renewal.on' : 'licences.renewal.off'),
  );
  const renews = !cancelAtPeriodEnd;
  const date = formatDate(periodEnd);
  return (
    <Switch
      label={t('licences.renewal.label')}
      description={date && t(renews ? 'licences.renewal.nextCharge' : 'licences.renewal.endsOn', { date })}
      checked={renews}
      disabled={toggle.isPending}
      onChange={(event) => toggle.mutate(event.currentTarget.checked)}
    />
  );
}
