import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../common/api/admin-users';
import { UserAlertsList } from './UserAlertsList';
import { UserFollowsList } from './UserFollowsList';

/** A user's expanded row: their alerts, tender follows and company follows, one tab each. */
export function UserMonitoringLists({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="alerts" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="alerts">{t('adminLists.tabs.alerts', { count: user.total_alerts })}</Tabs.Tab>
        <Tabs.Tab value="project">
          {t('adminLists.tabs.project', { count: user.total_project_subscriptions })}
        </Tabs.Tab>
        <Tabs.Tab value="party">
          {t('adminLists.tabs.party', { count: user.total_party_subscriptions })}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="alerts" pt="sm">
        <UserAlertsList userId={user.id} email={user.email} />
      </Tabs.Panel>
      <Tabs.Panel value="project" pt="sm">
        <UserFollowsList userId={user.id} email={user.email} kind="project" />
      </Tabs.Panel>
      <Tabs.Panel value="party" pt="sm">
        <UserFollowsList userId={user.id} email={user.email} kind="party" />
      </Tabs.Panel>
    </Tabs>
  );
}
