import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../common/api/admin-users';
import { formatDate, formatDateMinutes } from '../../../common/format';
import classes from './AdminUsersTable.module.css';
import { LicenceCell } from './LicenceCell';
import { processedShare } from './processed-share';

/** A date on one line and its time under it, so the column stays a date wide. */
function DateAndTime({ value }: { value: string }) {
  const [day, time] = formatDateMinutes(value).split(' ');
  return (
    <>
      <Text size="xs">{day}</Text>
      <Text size="xs" c="dimmed">
        {time}
      </Text>
    </>
  );
}

/** One user's cells of the admin users table, after the expand button, in the headers' order. */
export function AdminUserCells({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>{user.id}</Table.Td>
      <Table.Td miw={170}>
        <Text size="xs" fw={500}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" className={classes.email} data-testid="admin-user-email">
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>{formatDate(user.created_at)}</Table.Td>
      <Table.Td>
        <LicenceCell user={user} />
      </Table.Td>
      <Table.Td>
        {/* Never cut to 'ACT…' when the table is tight: the badge keeps its word's width. */}
        <Badge
          size="sm"
          color={user.active ? 'green' : 'gray'}
          variant="light"
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(user.active ? 'admin.users.active' : 'admin.users.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        {user.last_sign_in_at ? (
          <DateAndTime value={user.last_sign_in_at} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('admin.users.neverSignedIn')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{user.total_alerts}</Table.Td>
      <Table.Td ta="right">{user.unprocessed_notifications}</Table.Td>
      <Table.Td ta="right">{user.total_notifications}</Table.Td>
      <Table.Td ta="right">
        {processedShare(user.total_notifications, user.unprocessed_notifications) ?? '—'}
      </Table.Td>
      <Table.Td>{formatDate(user.last_notification_date)}</Table.Td>
      <Table.Td>
        <Text size="xs">{t('admin.users.followProjects', { count: user.total_project_subscriptions })}</Text>
        <Text size="xs">{t('admin.users.followParties', { count: user.total_party_subscriptions })}</Text>
      </Table.Td>
    </>
  );
}
