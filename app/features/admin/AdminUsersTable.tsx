import { ActionIcon, Stack, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserSortField } from '../../../common/api/admin-users';
import { AdminUserCells } from './AdminUserCells';
import classes from './AdminUsersTable.module.css';
import { ariaSort, SortableHeader, SortButton } from './SortableHeader';
import { UserMonitoringLists } from './UserMonitoringLists';

const COLUMNS = 13;

interface Props {
  users: AdminUser[];
  sortBy: AdminUserSortField;
  sortOrder: 'asc' | 'desc';
  onSort(field: AdminUserSortField): void;
}

/**
 * The admin users table: one row per account with its licence and figures; a row expands
 * into the user's alerts and follows. Compact so all 13 columns fit from 1280 px wide (small
 * type, headers on two lines, name over e-mail, the expand button first); narrower screens
 * scroll it sideways. The expanded lists never widen the table: they scroll inside their row.
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
  const sorting = { sortBy, sortOrder, onSort };
  const sortable = (field: AdminUserSortField) => (
    <SortableHeader field={field} label={t(`admin.users.columns.${field}`)} {...sorting} />
  );
  const plain = (key: string) => <Table.Th>{t(`admin.users.columns.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={1120}>
      <Table
        striped
        fz="xs"
        verticalSpacing={6}
        horizontalSpacing={6}
        className={classes.table}
        aria-label={t('admin.users.table')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {sortable('id')}
            <Table.Th aria-sort={ariaSort(['name', 'email'], sortBy, sortOrder)}>
              <Stack gap={2} align="flex-start">
                <SortButton field="name" label={t('admin.users.columns.name')} {...sorting} />
                <SortButton field="email" label={t('admin.users.columns.email')} {...sorting} />
              </Stack>
            </Table.Th>
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
          {users.map((user) => {
            const open = expanded.has(user.id);
            return (
              <Fragment key={user.id}>
                <Table.Tr data-testid="admin-user-row">
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-expanded={open}
                      aria-label={t(open ? 'adminLists.collapse' : 'adminLists.expand', {
                        email: user.email,
                      })}
                      onClick={() => toggle(user.id)}
                    >
                      {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <AdminUserCells user={user} />
                </Table.Tr>
                {open && (
                  <Table.Tr data-testid="admin-user-lists">
                    <Table.Td colSpan={COLUMNS}>
                      <div className={classes.expansion}>
                        <UserMonitoringLists user={user} />
                      </div>
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
