import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../common/api/subscriptions';
import { useSubscriptionChange } from '../licences/use-subscription-change';
import { updateAdminSubscription } from './admin-subscriptions-api';
import { adminSubscriptionCalls } from './use-admin-subscription';

type EditableStatus = 'active' | 'canceled';

/** Status (active or canceled) and licence count, saved together. */
export function SubscriptionSettingsForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<EditableStatus>(
    subscription.status === 'active' ? 'active' : 'canceled',
  );
  const [quantity, setQuantity] = useState<number | string>(subscription.quantity);
  const save = useSubscriptionChange(
    adminSubscriptionCalls(subscription.id),
    () => updateAdminSubscription(subscription.id, { status, quantity: Number(quantity) }),
    t('admin.subscription.saved'),
  );
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
    >
      <Select
        label={t('admin.subscription.status')}
        data={(['active', 'canceled'] as const).map((value) => ({
          value,
          label: t(`admin.users.status.${value}`),
        }))}
        value={status}
        onChange={(next) => next && setStatus(next as EditableStatus)}
        allowDeselect={false}
        w={160}
      />
      <NumberInput
        label={t('admin.subscription.quantity')}
        value={quantity}
        onChange={setQuantity}
        min={1}
        allowDecimal={false}
        w={140}
      />
      <Button type="submit" loading={save.isPending}>
        {t('admin.subscription.save')}
      </Button>
    </Group>
  );
}
