import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { AdminUsersTable } from './AdminUsersTable';
import { InviteBox } from './InviteBox';
import { UsersFilter } from './UsersFilter';
import { useAdminUsers } from './use-admin-users';

/** /admin/users: totals, the invite box, the filter and the sortable, paginated users table. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { query, result, setPage, sortBy, filter } = useAdminUsers();
  const data = result.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.users.title')}</Title>
      {data && (
        <Group gap="xl" data-testid="admin-users-totals">
          <Text>{t('admin.users.totalUsers', { count: data.metadata.total_users })}</Text>
          <Text>{t('admin.users.lastWeek', { count: data.metadata.last_week_registered_users })}</Text>
        </Group>
      )}
      <InviteBox />
      <UsersFilter filterBy={query.filter_by} value={query.filter_value} onFilter={filter} />
      {!data ? (
        <PageLoader />
      ) : data.users.length === 0 ? (
        <Text c="dimmed">{t('admin.users.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('admin.users.results', { count: data.metadata.total_results })}
          </Text>
          <AdminUsersTable
            users={data.users}
            sortBy={query.sort_by}
            sortOrder={query.sort_order}
            onSort={sortBy}
          />
          <SearchPagination
            page={query.page}
            totalPages={data.metadata.total_pages}
            disabled={result.isFetching}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
