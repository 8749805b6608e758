import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../common/api/user';
import { ContactEmailLink } from '../contact/ContactEmailLink';
import { AccountSection } from './AccountSection';
import { SubscriptionSummary } from './SubscriptionSummary';
import { TrialStatus } from './TrialStatus';

/**
 * 'Suscripción': the account's status and the licences it holds or belongs to; without licences,
 * the subscribe form and the contact address (manual billing); invoices will be listed here.
 */
export function SubscriptionTab({ user }: { user: Pick<CurrentUser, 'subscription'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TrialStatus subscription={user.subscription} />
      <AccountSection title={t('account.subscription.title')}>
        {user.subscription.id === null ? (
          <>
            <Text>
              <Trans i18nKey="account.subscription.none" components={{ email: <ContactEmailLink /> }} />
            </Text>
            <Button component={Link} to="/subscribe" w="fit-content">
              {t('account.subscription.subscribe')}
            </Button>
          </>
        ) : (
          <SubscriptionSummary subscription={user.subscription} />
        )}
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
