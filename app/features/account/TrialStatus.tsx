import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconShieldCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../common/api/user';
import { ContactEmailLink } from '../../ui/contact/ContactEmailLink';

/**
 * The account's status: an active licence, or else the trial banner with the days
 * left, or at 0 days the expired message that invites the user to write to the contact address.
 * Admins are staff with access whatever their trial: no countdown for them.
 */
export function TrialStatus({
  role,
  licence,
}: {
  role: CurrentUser['role'];
  licence: CurrentUser['subscription'];
}) {
  const { t } = useTranslation();
  if (licence.status !== 'active' && role === 'admin') {
    return (
      <Alert color="gray" icon={<IconShieldCheck />} title={t('account.status.staffTitle')}>
        {t('account.status.staff')}
      </Alert>
    );
  }
  if (licence.status === 'active') {
    return (
      <Alert color="green" icon={<IconCircleCheck />} title={t('account.status.activeTitle')}>
        {t('account.status.active')}
      </Alert>
    );
  }
  const days = licence.trial_days_remaining;
  if (days > 0) {
    return (
      <Alert color="brand" icon={<IconHourglass />} title={t('account.status.trialTitle')}>
        {t('account.status.trial', { count: days })}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('account.status.expiredTitle')}>
      <Trans i18nKey="account.status.expired" components={{ email: <ContactEmailLink fw={700} /> }} />
    </Alert>
  );
}
