import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import { formatDate } from '../../../common/format';
import type { FollowKind } from '../../api/follows/follows-api';
import { FrequencySelect } from './FrequencySelect';

interface Props {
  kind: FollowKind;
  targetId: number;
  row: {
    mailing_frequency: MailingFrequency;
    total_notifications: number;
    last_notification_date: string | null;
  };
  /** Names the follow the frequency is for. */
  label: string;
}

/** A follow's e-mail frequency, with how many notifications it has brought and the last one's date. */
export function FollowMailing({ kind, targetId, row, label }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FrequencySelect kind={kind} targetId={targetId} value={row.mailing_frequency} label={label} />
      <Text size="xs" c="dimmed">
        <span data-field="notifications">
          {t('follows.notificationCount', { count: row.total_notifications })}
        </span>
        {row.last_notification_date && (
          <span data-field="last-notification">
            {' · '}
            {t('follows.lastNotificationOn', { date: formatDate(row.last_notification_date) })}
          </span>
        )}
      </Text>
    </Stack>
  );
}
