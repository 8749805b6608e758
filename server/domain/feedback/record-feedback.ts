import { and, eq, sql } from 'drizzle-orm';
import type { FeedbackValue } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { notifications, tenderFeedback } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';

/** The notification of `userId` that feedback is given from, with its tender and alerts. */
export async function feedbackTarget(db: Db, userId: number, notificationId: number) {
  const [row] = await db
    .select({ projectId: notifications.projectId, alertIds: notifications.alertIds })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) throw new AppError('not_found', t('errors.notifications.notFound'));
  if (row.projectId === null) throw new AppError('unprocessable', t('errors.feedback.noTender'));
  return { projectId: row.projectId, alertIds: row.alertIds };
}

/**
 * Records a user's 'Me interesa' / 'No me interesa' on a tender (null takes it back). The alerts
 * that brought it are kept beside it, merged with any earlier ones: they are what a suggestion to
 * narrow an alert reads.
 */
export async function recordFeedback(
  db: Db,
  userId: number,
  target: { projectId: number; alertIds: number[] },
  value: FeedbackValue | null,
): Promise<void> {
  const where = and(eq(tenderFeedback.userId, userId), eq(tenderFeedback.projectId, target.projectId));
  if (value === null) {
    await db.delete(tenderFeedback).where(where);
    return;
  }
  await db
    .insert(tenderFeedback)
    .values({ userId, projectId: target.projectId, value, alertIds: target.alertIds })
    .onConflictDoUpdate({
      target: [tenderFeedback.userId, tenderFeedback.projectId],
      set: {
        value,
        alertIds: sql`array(select distinct unnest(${tenderFeedback.alertIds} || excluded.alert_ids) order by 1)`,
        updatedAt: sql`now()`,
      },
    });
}
