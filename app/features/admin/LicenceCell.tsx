import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser } from '../../../common/api/admin-users';
import { CreateLicencePopover } from './CreateLicencePopover';

/** The user's licence status linking to it, or the trial days left and, under them, the create popover. */
export function LicenceCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { subscription: licence } = user;
  if (licence.id === null) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="xs" c={licence.status === 'expired' ? 'red' : undefined}>
          {t(`admin.users.trial.${licence.status === 'expired' ? 'expired' : 'days'}`, {
            count: licence.trial_days_remaining,
          })}
        </Text>
        <CreateLicencePopover userId={user.id} email={user.email} />
      </Stack>
    );
  }
  return (
    <Anchor component={Link} to={`/admin/subscriptions/${licence.id}`} size="xs">
      {t(`admin.users.status.${licence.status}`)}
    </Anchor>
  );
}
