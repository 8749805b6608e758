import {
  NOTIFICATION_TYPES,
  type PipelineMentionData,
} from '../../../common/notifications/notification-types';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const EXCERPT = 200;

/** Tells each member a comment mentions (its author aside), in the daily digest and the inbox. */
export async function notifyMentions(
  db: Pick<Db, 'insert'>,
  comment: { id: number; cardId: number; projectId: number; body: string; mentions: number[] },
  author: { id: number; name: string },
): Promise<void> {
  const mentioned = comment.mentions.filter((id) => id !== author.id);
  if (mentioned.length === 0) return;
  const data: PipelineMentionData = {
    card_id: comment.cardId,
    author: author.name,
    excerpt: comment.body.length > EXCERPT ? `${comment.body.slice(0, EXCERPT)}…` : comment.body,
  };
  await db
    .insert(notifications)
    .values(
      mentioned.map((userId) => ({
        userId,
        noticeableType: NOTIFICATION_TYPES.pipeline_mention.noticeableType,
        notificationTypes: ['pipeline_mention'],
        projectId: comment.projectId,
        data,
        mailingFrequency: 'daily' as const,
        dedupeKey: `pipeline_comment:${comment.id}`,
      })),
    )
    .onConflictDoNothing();
}
