import { Button, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../common/api/subscriptions';
import { formatDate } from '../../../common/format';
import { addAdminMember, removeAdminMember } from './admin-subscriptions-api';
import { useSubscriptionChange } from './use-admin-subscription';

/** The licence holders with their activity; members (not the owner) can be removed, others added. */
export function SubscriptionMembers({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const add = useSubscriptionChange(
    subscription.id,
    (address: string) => addAdminMember(subscription.id, address),
    t('admin.subscription.memberAdded'),
  );
  const remove = useSubscriptionChange(
    subscription.id,
    (userId: number) => removeAdminMember(subscription.id, userId),
    t('admin.subscription.memberRemoved'),
  );
  return (
    <>
      <Table striped aria-label={t('admin.subscription.members')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th ta="right">{t('admin.users.columns.total_alerts')}</Table.Th>
            <Table.Th ta="right">{t('admin.users.columns.total_notifications')}</Table.Th>
            <Table.Th>{t('admin.users.columns.last_notification_date')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscription.users.map((user) => (
            <Table.Tr key={user.id} data-testid="subscription-member">
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td ta="right">{user.total_alerts}</Table.Td>
              <Table.Td ta="right">{user.total_notifications}</Table.Td>
              <Table.Td>{formatDate(user.last_notification_date)}</Table.Td>
              <Table.Td>
                {user.id !== subscription.owner.id && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('admin.subscription.removeMember', { email: user.email })}
                    loading={remove.isPending && remove.variables === user.id}
                    onClick={() => remove.mutate(user.id)}
                  >
                    {t('admin.subscription.remove')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group
        component="form"
        align="flex-end"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) add.mutate(email, { onSuccess: () => setEmail('') });
        }}
      >
        <TextInput
          label={t('admin.subscription.addMemberLabel')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          w={320}
        />
        <Button type="submit" loading={add.isPending} disabled={!email.trim()}>
          {t('admin.subscription.addMember')}
        </Button>
      </Group>
    </>
  );
}
