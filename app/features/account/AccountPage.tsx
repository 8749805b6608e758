import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user';
import { ApiAccessSection } from './api-access/ApiAccessSection';
import { CalendarSection } from './CalendarSection';
import { CancelAccount } from './CancelAccount';
import { DigestsSwitch } from './DigestsSwitch';
import { LicenceTab } from './LicenceTab';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { RecommendationsSwitch } from './RecommendationsSwitch';
import { TrialStatus } from './TrialStatus';
import { UserCard } from './UserCard';

/** 'Cuenta de usuario' (/user): who you are at left; your details and your licence in tabs. */
export function AccountPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  // The route's guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.account')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <UserCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Tabs defaultValue="info" keepMounted={false}>
            {/* One row even on phones: the two labels share the width instead of stacking. */}
            <Tabs.List mb="md" grow style={{ flexWrap: 'nowrap' }}>
              <Tabs.Tab value="info">{t('account.tabs.info')}</Tabs.Tab>
              <Tabs.Tab value="subscription">{t('account.tabs.subscription')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info">
              <Stack gap="md">
                <TrialStatus role={user.role} licence={user.subscription} />
                <NameForm key={user.name} name={user.name} />
                <PasswordForm />
                <DigestsSwitch receive={user.receive_digests} />
                <RecommendationsSwitch on={user.recommendations} />
                <CalendarSection />
                <ApiAccessSection me={user.id} />
                <CancelAccount />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="subscription">
              <LicenceTab user={user} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
