import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../common/api/notifications';
import { NOTIFICATION_TYPES, typesOf } from '../../../common/notifications/notification-types';
import { pipelineCardPath } from '../links';
import { OutcomeLines } from '../pipeline/OutcomeLines';

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
  return (
    <Stack gap={2} data-field="pipeline-notice">
      {mention && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('notifications.pipeline.mention', { author: mention.author, excerpt: mention.excerpt })}
        </Text>
      )}
      {closed && <OutcomeLines stage={closed.stage} outcome={closed} ours={closed.our_discount} />}
      <Anchor component={Link} to={pipelineCardPath(cardId)} size="sm">
        {t('notifications.pipeline.openCard')}
      </Anchor>
    </Stack>
  );
}
