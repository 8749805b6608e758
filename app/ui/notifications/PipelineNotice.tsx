import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../common/api/notifications';
import { formatAmount, formatPercent } from '../../../common/format';
import { NOTIFICATION_TYPES, typesOf } from '../../../common/notifications/notification-types';
import { pipelineCardPath } from '../links';

/**
 * What a board notification says: who mentioned the user and the comment's start, or how the
 * award closed their card; both link to the card on the board.
 */
export function PipelineNotice({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const types = typesOf(notification);
  const mention = types.includes('pipeline_mention')
    ? NOTIFICATION_TYPES.pipeline_mention.data.safeParse(notification.data).data
    : undefined;
  const closed = types.includes('pipeline_closed')
    ? NOTIFICATION_TYPES.pipeline_closed.data.safeParse(notification.data).data
    : undefined;
  const cardId = mention?.card_id ?? closed?.card_id;
  if (cardId === undefined) return null;
  const none = t('pipeline.detail.none');
  const percentOr = (value: number | null) => (value === null ? none : formatPercent(value));
  return (
    <Stack gap={2} data-field="pipeline-notice">
      {mention && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('notifications.pipeline.mention', { author: mention.author, excerpt: mention.excerpt })}
        </Text>
      )}
      {closed && (
        <>
          <Text size="sm">
            {t(closed.stage === 'won' ? 'pipeline.detail.outcomeWon' : 'pipeline.detail.outcomeLost', {
              winners: closed.winners.map((w) => w.name).join(', ') || none,
              amount: closed.awarded_amount ? formatAmount(closed.awarded_amount) : none,
            })}
          </Text>
          <Text size="sm">
            {t('pipeline.detail.outcomeDiscounts', {
              winning: percentOr(closed.winning_discount),
              ours: percentOr(closed.our_discount),
            })}
          </Text>
        </>
      )}
      <Anchor component={Link} to={pipelineCardPath(cardId)} size="sm">
        {t('notifications.pipeline.openCard')}
      </Anchor>
    </Stack>
  );
}
