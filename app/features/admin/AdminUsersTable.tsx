import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserSortField } from '../../../common/api/admin-users';
import { formatDate, formatDateTime } from '../../../common/format';
import { LicenceCell } from './LicenceCell';
import { processedShare } from './processed-share';
import { SortableHeader } from './SortableHeader';
import { UserMonitoringLists } from './UserMonitoringLists';

const COLUMNS = 14;

interface Props {
  users: AdminUser[];
  sortBy: AdminUserSortField;
  sortOrder: 'asc' | 'desc';
  onSort(field: AdminUserSortField): void;
}

/**
 * The admin users table: one row per account with its subscription and figures; a
 * row expands into the user's alerts and follows.
 */
export function AdminUsersTable({ users, sortBy, sortOrder, onSort }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sortable = (field: AdminUserSortField) => (
    <SortableHeader
      field={field}
      label={t(`admin.users.columns.${field}`)}
      sortBy={sortBy}
      sortOrder={sortOrder}
      onSort={onSort}
    />
  );
  const plain = (key: string) => <Table.Th fz="sm">{t(`admin.users.columns.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped verticalSpacing="xs" aria-label={t('admin.users.table')}>
        <Table.Thead>
          <Table.Tr>
            {sortable('id')}
            {sortable('name')}
            {sortable('email')}
            {sortable('created_at')}
            {plain('subscription')}
            {sortable('active')}
            {sortable('last_sign_in_at')}
            {sortable('total_alerts')}
            {sortable('unprocessed_notifications')}
            {sortable('total_notifications')}
            {plain('processed')}
            {plain('last_notification_date')}
            {plain('follows')}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const open = expanded.has(user.id);
            return (
              <Fragment key={user.id}>
                <Table.Tr data-testid="admin-user-row">
                  <Table.Td>{user.id}</Table.Td>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{formatDate(user.created_at)}</Table.Td>
                  <Table.Td>
                    <LicenceCell user={user} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={user.active ? 'green' : 'gray'} variant="light">
                      {t(user.active ? 'admin.users.active' : 'admin.users.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {user.last_sign_in_at
                        ? formatDateTime(user.last_sign_in_at)
                        : t('admin.users.neverSignedIn')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{user.total_alerts}</Table.Td>
                  <Table.Td ta="right">{user.unprocessed_notifications}</Table.Td>
                  <Table.Td ta="right">{user.total_notifications}</Table.Td>
                  <Table.Td ta="right">
                    {processedShare(user.total_notifications, user.unprocessed_notifications) ?? '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(user.last_notification_date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('admin.users.followCounts', {
                        projects: user.total_project_subscriptions,
                        parties: user.total_party_subscriptions,
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open}
                      aria-label={t(open ? 'adminLists.collapse' : 'adminLists.expand', {
                        email: user.email,
                      })}
                      onClick={() => toggle(user.id)}
                    >
                      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr data-testid="admin-user-lists">
                    <Table.Td colSpan={COLUMNS}>
                      <UserMonitoringLists user={user} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
