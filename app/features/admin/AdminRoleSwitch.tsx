import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../common/api/admin-users';
import { useCurrentUser } from '../../api/current-user';
import { useFlash } from '../../ui/flash/flash-context';
import { adminUserKey, adminUserKeys, setAdminRole } from './admin-api';

/** Promote the account to admin or return it to an ordinary user; an admin's own switch is locked. */
export function AdminRoleSwitch({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const change = useMutation({
    mutationFn: (admin: boolean) => setAdminRole(user.id, admin),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminUserKey(user.id), updated);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      flash.success(
        t(updated.role === 'admin' ? 'admin.user.promoted' : 'admin.user.demoted', { email: updated.email }),
      );
    },
    onError: (error) => flash.error(error.message),
  });
  const self = me?.id === user.id;
  return (
    <Switch
      label={t('admin.user.adminRole')}
      description={self ? t('admin.user.ownRole') : undefined}
      checked={isAdmin}
      disabled={self || change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
