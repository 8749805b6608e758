import { Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { formatAmount, formatDate } from '../../../common/format';
import { PartyLink } from '../PartyLink';
import { awardsOf } from './notification-reasons';

/** A followed company or body's news: it published this tender, or won it (with the lots it won). */
export function PartySection({
  notification,
  as: role,
}: {
  notification: Notification;
  /** The party's role in this tender. */
  as: 'contracting_party' | 'awardee';
}) {
  const { t } = useTranslation();
  const awards = role === 'awardee' ? awardsOf(notification) : [];
  return (
    <>
      <Group gap={4}>
        <PartyLink party={notification.party} />
        <Text size="sm">
          {t(role === 'awardee' ? 'notifications.partyAwarded' : 'notifications.partyPublished')}
        </Text>
      </Group>
      {awards.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('notifications.award')}>
          {awards.map((award) => (
            <List.Item key={award.lot_id ?? 'all'}>
              {[
                award.lot_id
                  ? t('notifications.awardLot', { lot: award.lot_id })
                  : t('notifications.awardWhole'),
                // The engine stores award amounts without VAT, as the export says too.
                award.amount === null
                  ? ''
                  : t('tender.info.taxExclusive', { amount: formatAmount(award.amount) }),
                formatDate(award.award_date),
              ]
                .filter(Boolean)
                .join(' · ')}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
