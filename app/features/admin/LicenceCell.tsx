import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser } from '../../../common/api/admin-users';
import { CreateLicencePopover } from './CreateLicencePopover';

/** The user's subscription status linking to it, or the trial days left and, under them, the create popover. */
export function LicenceCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { subscription } = user;
  if (subscription.id === null) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="xs" c={subscription.status === 'expired' ? 'red' : undefined}>
          {t(`admin.users.trial.${subscription.status === 'expired' ? 'expired' : 'days'}`, {
            count: subscription.trial_days_remaining,
          })}
        </Text>
        <CreateLicencePopover userId={user.id} email={user.email} />
      </Stack>
    );
  }
  return (
    <Anchor component={Link} to={`/admin/subscriptions/${subscription.id}`} size="xs">
      {t(`admin.users.status.${subscription.status}`)}
    </Anchor>
  );
}
