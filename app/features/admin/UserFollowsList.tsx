import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format';
import type { FollowKind } from '../../api/follows/follows-api';
import { fetchUserPartyFollows, fetchUserTenderFollows } from './admin-api';
import { UserListFrame, useUserList } from './UserListFrame';
import { UserNotificationsPanel } from './UserNotificationsPanel';

interface FollowRow {
  id: number;
  name: string;
  detail: string | null;
  total_notifications: number;
  last_notification_date: string | null;
}

/** Both kinds of follow as the same rows: what is followed, and what it told the user. */
async function fetchFollowRows(kind: FollowKind, userId: number, page: number, signal?: AbortSignal) {
  if (kind === 'project') {
    const { results, metadata } = await fetchUserTenderFollows(userId, page, signal);
    const rows = results.map(({ project: tender, ...follow }) => ({
      ...follow,
      name: tender.title,
      detail: tender.contracting_party?.name ?? null,
    }));
    return { rows, metadata };
  }
  const { results, metadata } = await fetchUserPartyFollows(userId, page, signal);
  const rows = results.map(({ party, ...follow }) => ({ ...follow, name: party.name, detail: null }));
  return { rows, metadata };
}

/** The tenders (`project`) or companies and bodies (`party`) a user follows, in their expanded row. */
export function UserFollowsList({
  userId,
  email,
  kind,
}: {
  userId: number;
  email: string;
  kind: FollowKind;
}) {
  const { t } = useTranslation();
  const list = useUserList(userId, kind, (id, page, signal) => fetchFollowRows(kind, id, page, signal));
  const [open, setOpen] = useState<FollowRow | null>(null);
  return (
    <>
      <UserListFrame list={list} emptyText={t(`adminLists.empty.${kind}`)}>
        {(data) => (
          <Table verticalSpacing="xs" aria-label={t(`adminLists.tables.${kind}`, { email })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`adminLists.columns.${kind}`)}</Table.Th>
                <Table.Th ta="right">{t('adminLists.columns.notifications')}</Table.Th>
                <Table.Th>{t('adminLists.columns.lastNotification')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td maw={520}>
                    <Anchor component="button" size="sm" fw={600} ta="left" onClick={() => setOpen(row)}>
                      {row.name}
                    </Anchor>
                    {row.detail && (
                      <Text size="xs" c="dimmed">
                        {row.detail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{row.total_notifications.toLocaleString('es-ES')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {row.last_notification_date
                        ? formatDate(row.last_notification_date)
                        : t('adminLists.never')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </UserListFrame>
      {open && (
        <UserNotificationsPanel
          userId={userId}
          source={kind}
          itemId={open.id}
          title={t(`adminLists.panel.${kind}`, { name: open.name })}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
