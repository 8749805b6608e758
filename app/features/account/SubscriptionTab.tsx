import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../common/api/user';
import { ContactEmailLink } from '../contact/ContactEmailLink';
import { AccountSection } from './AccountSection';
import { TrialStatus } from './TrialStatus';

/**
 * 'Suscripción': until card billing lands, the account's status and how to get licences now
 * (by writing to the contact address, as manual billing works); invoices will be listed here.
 */
export function SubscriptionTab({ user }: { user: Pick<CurrentUser, 'subscription'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TrialStatus subscription={user.subscription} />
      <AccountSection title={t('account.subscription.title')}>
        <Text>
          <Trans i18nKey="account.subscription.comingSoon" components={{ email: <ContactEmailLink /> }} />
        </Text>
      </AccountSection>
      <AccountSection title={t('account.subscription.invoicesTitle')}>
        <Stack align="center" gap="xs" py="md" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray">
            <IconReceipt size={24} />
          </ThemeIcon>
          <Text c="dimmed">{t('account.subscription.noInvoices')}</Text>
        </Stack>
      </AccountSection>
    </Stack>
  );
}
