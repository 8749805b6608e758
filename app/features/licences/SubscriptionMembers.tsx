import { Button, Pagination, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../common/api/subscriptions';
import { formatDate } from '../../../common/format';
import { EmailActionForm } from '../forms/EmailActionForm';
import { type SubscriptionCalls, useSubscriptionChange } from './use-subscription-change';

/** Spec 001 §9: subscription tables show 25 rows a page. */
export const MEMBERS_PAGE_SIZE = 25;

/**
 * The licence holders with their activity; members (never the owner) can be removed, others
 * added by e-mail. The same table for the owner (their calls) and the admin (the admin's).
 */
export function SubscriptionMembers({
  subscription,
  calls,
}: {
  subscription: Subscription;
  calls: SubscriptionCalls;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const add = useSubscriptionChange(calls, calls.addMember, t('licences.members.added'));
  const remove = useSubscriptionChange(calls, calls.removeMember, t('licences.members.removed'));
  const pages = Math.ceil(subscription.users.length / MEMBERS_PAGE_SIZE);
  const shown = subscription.users.slice((page - 1) * MEMBERS_PAGE_SIZE, page * MEMBERS_PAGE_SIZE);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('licences.members.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('licences.members.columns.name')}</Table.Th>
              <Table.Th>{t('licences.members.columns.email')}</Table.Th>
              <Table.Th ta="right">{t('licences.members.columns.alerts')}</Table.Th>
              <Table.Th ta="right">{t('licences.members.columns.unprocessed')}</Table.Th>
              <Table.Th ta="right">{t('licences.members.columns.notifications')}</Table.Th>
              <Table.Th>{t('licences.members.columns.lastNotification')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((user) => (
              <Table.Tr key={user.id} data-testid="subscription-member">
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td ta="right">{user.total_alerts}</Table.Td>
                <Table.Td ta="right">{user.unprocessed_notifications}</Table.Td>
                <Table.Td ta="right">{user.total_notifications}</Table.Td>
                <Table.Td>{formatDate(user.last_notification_date)}</Table.Td>
                <Table.Td>
                  {user.id !== subscription.owner.id && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('licences.members.removeMember', { email: user.email })}
                      loading={remove.isPending && remove.variables === user.id}
                      onClick={() => remove.mutate(user.id)}
                    >
                      {t('licences.members.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      <EmailActionForm
        label={t('licences.members.addLabel')}
        submitLabel={t('licences.members.add')}
        pending={add.isPending}
        onSubmit={(email, succeeded) => add.mutate(email, { onSuccess: succeeded })}
      />
    </>
  );
}
