import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { AdminLicencePanel } from './AdminLicencePage';
import { AdminRoleSwitch } from './AdminRoleSwitch';
import { adminUserKey, fetchAdminUser } from './admin-api';
import { LicenceCell } from './LicenceCell';

/** /admin/users/{user_id}: the user's licence to manage, or their trial and the create popover. */
export function AdminUserPage() {
  const { t } = useTranslation();
  const id = Number(useParams().user_id);
  const { data: user, isError } = useQuery({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
  });
  if (isError) return <Text c="red">{t('admin.user.notFound')}</Text>;
  if (!user) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.user.title', { name: user.name || user.email })}</Title>
      <Text>{user.email}</Text>
      <AdminRoleSwitch user={user} />
      {user.subscription.id === null ? (
        <Group>
          <LicenceCell user={user} />
        </Group>
      ) : (
        <AdminLicencePanel id={user.subscription.id} />
      )}
    </Stack>
  );
}
