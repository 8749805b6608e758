import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../common/api/subscriptions';
import { DateField } from '../../ui/DateField';
import { useLicenceChange } from '../../ui/licences/use-licence-change';
import { updateAdminLicence } from './admin-api';
import { adminLicenceCalls } from './use-admin-licence';
import { usePeriodEndField } from './use-period-end-field';
import { useQuantityField } from './use-quantity-field';

/** Status (active or canceled), licence count and last valid day, saved together. */
export function LicenceSettingsForm({ licence }: { licence: Subscription }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Subscription['status']>(licence.status);
  const quantity = useQuantityField(licence.quantity);
  const periodEnd = usePeriodEndField(licence.current_period_end);
  const save = useLicenceChange(
    adminLicenceCalls(licence.id),
    ({ count, current_period_end }: { count: number; current_period_end: string | undefined }) =>
      updateAdminLicence(licence.id, {
        // Only a chosen status is sent: an expired one (the job's, not the admin's) stays expired.
        ...(status !== licence.status && status !== 'expired' && { status }),
        quantity: count,
        current_period_end,
      }),
    t('admin.subscription.saved'),
  );
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const count = quantity.read();
        // An unchanged day is not sent: an ended period stays as it was when only the licences change.
        const day = periodEnd.changed ? periodEnd.read() : undefined;
        if (count === undefined || (periodEnd.changed && !day)) return;
        save.mutate({ count, current_period_end: day });
      }}
    >
      <Select
        label={t('admin.subscription.status')}
        data={(['active', 'canceled', 'expired'] as const).map((value) => ({
          value,
          label: t(`admin.users.status.${value}`),
          // The expiry job sets it; an admin can only show it.
          disabled: value === 'expired',
        }))}
        value={status}
        onChange={(next) => next && setStatus(next as Subscription['status'])}
        allowDeselect={false}
        w={160}
      />
      <NumberInput {...quantity.fieldProps} w={140} />
      <DateField {...periodEnd.fieldProps} w={160} />
      <Button type="submit" loading={save.isPending}>
        {t('admin.subscription.save')}
      </Button>
    </Group>
  );
}
