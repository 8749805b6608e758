import { Button, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription, SubscriptionUser } from '../../../common/api/subscriptions';
import { formatDate } from '../../../common/format';
import type { LicenceCalls } from '../../api/licences/licence-calls';
import { EmailActionForm } from '../forms/EmailActionForm';
import { useLicenceChange } from './use-licence-change';

/** Members tables show 25 rows a page. */
export const MEMBERS_PAGE_SIZE = 25;

/** A red text button that takes a licence back, naming whose in its accessible label. */
function TakeBackButton({
  label,
  ariaLabel,
  loading,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  loading: boolean;
  onClick(): void;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={ariaLabel}
      loading={loading}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/**
 * The licence holders with their activity, and the licences offered but not accepted yet (only
 * their address, marked pending: nothing of the person is shown before they consent). Members
 * (never the owner) can be removed, offers withdrawn, others added by e-mail. The same table for
 * the owner (their calls) and the admin (the admin's).
 */
export function LicenceMembers({ licence, calls }: { licence: Subscription; calls: LicenceCalls }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // The owner's addition is an offer the person must accept; staff add directly.
  const add = useLicenceChange(
    calls,
    calls.addMember,
    t(calls.withdrawInvitation ? 'licences.members.offered' : 'licences.members.added'),
  );
  const remove = useLicenceChange(calls, calls.removeMember, t('licences.members.removed'));
  const withdraw = useLicenceChange(
    calls,
    (id: number) => calls.withdrawInvitation!(id),
    t('licences.members.withdrawn'),
  );
  const pages = Math.ceil(licence.users.length / MEMBERS_PAGE_SIZE);
  const shown = licence.users.slice((page - 1) * MEMBERS_PAGE_SIZE, page * MEMBERS_PAGE_SIZE);

  const actionFor = (user: SubscriptionUser) => {
    if (user.pending) {
      return (
        calls.withdrawInvitation && (
          <TakeBackButton
            label={t('licences.members.withdraw')}
            ariaLabel={t('licences.members.withdrawMember', { email: user.email })}
            loading={withdraw.isPending && withdraw.variables === user.id}
            onClick={() => withdraw.mutate(user.id)}
          />
        )
      );
    }
    return (
      user.id !== licence.owner.id && (
        <TakeBackButton
          label={t('licences.members.remove')}
          ariaLabel={t('licences.members.removeMember', { email: user.email })}
          loading={remove.isPending && remove.variables === user.id}
          onClick={() => remove.mutate(user.id)}
        />
      )
    );
  };

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
              <Table.Tr
                key={`${user.pending ? 'pending' : 'member'}-${user.id}`}
                data-testid="subscription-member"
                data-pending={user.pending}
              >
                {user.pending ? (
                  <>
                    <Table.Td>
                      <Text size="sm" fw={600} c="orange.8">
                        {t('licences.members.pending')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed">
                        {t(user.expired ? 'licences.members.expiredNote' : 'licences.members.pendingNote')}
                      </Text>
                    </Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td ta="right">{user.total_alerts}</Table.Td>
                    <Table.Td ta="right">{user.unprocessed_notifications}</Table.Td>
                    <Table.Td ta="right">{user.total_notifications}</Table.Td>
                    <Table.Td>{formatDate(user.last_notification_date)}</Table.Td>
                  </>
                )}
                <Table.Td>{actionFor(user)}</Table.Td>
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
        onSubmit={(email, { succeeded }) => add.mutate(email, { onSuccess: succeeded })}
      />
    </>
  );
}
