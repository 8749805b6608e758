import { Button, NumberInput, Popover, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualPeriodEnd } from '../../../common/licence-period';
import { type BillingFrequency, billingFrequencies } from '../../../common/pricing';
import { DateField } from '../../ui/DateField';
import { useFlash } from '../../ui/flash/flash-context';
import { adminUserKeys, createAdminLicence } from './admin-api';
import { usePeriodEndField } from './use-period-end-field';
import { useQuantityField } from './use-quantity-field';

/**
 * Beside a trial: grant the user a manual licence (quantity 1 by default, monthly or yearly),
 * valid until one month or one year from today unless the admin types another day.
 */
export function CreateLicencePopover({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const quantity = useQuantityField(1);
  const [frequency, setFrequency] = useState<BillingFrequency>('monthly');
  const periodEnd = usePeriodEndField(manualPeriodEnd(frequency));
  const create = useMutation({
    mutationFn: ({ count, current_period_end }: { count: number; current_period_end: string }) =>
      createAdminLicence({
        user_id: userId,
        quantity: count,
        billing_frequency: frequency,
        current_period_end,
      }),
    onSuccess: () => {
      setOpened(false);
      flash.success(t('admin.subscription.created', { email }));
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
    onError: (error) => flash.error(error.message),
  });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('admin.subscription.createFor', { email })}
          onClick={() => setOpened((o) => !o)}
        >
          {t('admin.subscription.create')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          component="form"
          gap="xs"
          onSubmit={(event) => {
            event.preventDefault();
            const count = quantity.read();
            const day = periodEnd.read();
            if (count !== undefined && day) create.mutate({ count, current_period_end: day });
          }}
        >
          <NumberInput {...quantity.fieldProps} />
          <Select
            label={t('admin.subscription.period')}
            data={billingFrequencies.map((value) => ({
              value,
              label: t(`admin.subscription.frequency.${value}`),
            }))}
            value={frequency}
            onChange={(next) => {
              if (!next) return;
              setFrequency(next as BillingFrequency);
              periodEnd.show(manualPeriodEnd(next as BillingFrequency));
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <DateField {...periodEnd.fieldProps} withinPortal={false} />
          <Button type="submit" loading={create.isPending}>
            {t('admin.subscription.create')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
