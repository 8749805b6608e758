import { Badge } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../common/api/user';
import { ACCOUNT_PAGE } from '../api/auth/access-rules';

/**
 * Header reminder of the trial days left (none with an active licence, nor for admins, who
 * are staff); opens the account page.
 */
export function TrialBadge({
  role,
  licence,
}: {
  role: CurrentUser['role'];
  licence: CurrentUser['subscription'];
}) {
  const { t } = useTranslation();
  if (licence.status === 'active' || role === 'admin') return null;
  const days = licence.trial_days_remaining;
  return (
    <Badge
      component={Link}
      to={ACCOUNT_PAGE}
      variant="light"
      color={days > 0 ? 'brand' : 'red'}
      leftSection={<IconHourglass size={14} />}
      visibleFrom="sm"
      style={{ cursor: 'pointer' }}
    >
      {days > 0 ? t('account.trialBadge', { count: days }) : t('account.trialOver')}
    </Badge>
  );
}
