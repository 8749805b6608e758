import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { formatDate } from '../../../common/format';
import {
  NOTIFICATION_KINDS,
  type OfficialBulletinData,
} from '../../../common/notifications/notification-types';
import { OfficialPdfLink } from '../documents/OfficialPdfLink';
import { AlertReasons } from './AlertReasons';
import { NotificationFrame, ReasonBadge } from './NotificationFrame';
import type { NotificationTarget } from './notification-target';

/**
 * An official bulletin notification: a new BOE publication matching the user's alerts,
 * with its department, issue date, summary and official PDF; the title opens its stored document.
 */
export function OfficialBulletinCard({
  notification,
  bulletin,
  onOpen,
  readOnly,
}: {
  notification: Notification;
  bulletin: OfficialBulletinData;
  onOpen(target: NotificationTarget): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NotificationFrame
      notification={notification}
      title={bulletin.title}
      readOnly={readOnly}
      onOpen={() => onOpen({ kind: 'document', source: bulletin.source, id: bulletin.identifier })}
      badges={
        <ReasonBadge color="grape">
          {t(NOTIFICATION_KINDS.official_bulletin.label, { source: 'BOE' })}
        </ReasonBadge>
      }
    >
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('notifications.bulletin.department')}:
          </Text>{' '}
          {bulletin.department}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('notifications.bulletin.date')}:
          </Text>{' '}
          {formatDate(bulletin.date)}
        </Text>
        <Text size="sm" c="dimmed">
          {bulletin.identifier}
        </Text>
      </Group>
      {bulletin.summary && (
        <Text size="sm" lineClamp={3}>
          {bulletin.summary}
        </Text>
      )}
      <AlertReasons reasons={notification.match_reasons} quotesDocument={false} />
      <OfficialPdfLink href={bulletin.pdf_url}>{t('notifications.bulletin.pdf')}</OfficialPdfLink>
    </NotificationFrame>
  );
}
