import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserSortField } from '../../../common/api/admin-users';
import { formatDate, formatDateTime } from '../../../common/format';
import { processedShare } from './processed-share';
import { SortableHeader } from './SortableHeader';
import { SubscriptionCell } from './SubscriptionCell';

interface Props {
  users: AdminUser[];
  sortBy: AdminUserSortField;
  sortOrder: 'asc' | 'desc';
  onSort(field: AdminUserSortField): void;
}

/** The admin users table (spec 001 §2): one row per account with its subscription and figures. */
export function AdminUsersTable({ users, sortBy, sortOrder, onSort }: Props) {
  const { t } = useTranslation();
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="admin-user-row">
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
              <Table.Td>
                <SubscriptionCell user={user} />
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
