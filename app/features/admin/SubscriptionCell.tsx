import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser } from '../../../common/api/admin-users';

/** The user's subscription status linking to it, or the trial days left. */
export function SubscriptionCell({ subscription }: Pick<AdminUser, 'subscription'>) {
  const { t } = useTranslation();
  if (subscription.id === null) {
    return (
      <Text size="sm" c={subscription.status === 'expired' ? 'red' : undefined}>
        {t(`admin.users.trial.${subscription.status === 'expired' ? 'expired' : 'days'}`, {
          count: subscription.trial_days_remaining,
        })}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/admin/subscriptions/${subscription.id}`} size="sm">
      {t(`admin.users.status.${subscription.status}`)}
    </Anchor>
  );
}
