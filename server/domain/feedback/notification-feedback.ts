import type { Notification, NotificationFeedbackBody } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { getNotification } from '../notifications/get-notification';
import { feedbackTarget, recordFeedback } from './record-feedback';

/** 'Me interesa' / 'No me interesa' on the tender of one of the user's notifications, from its card. */
export async function giveNotificationFeedback(
  db: Db,
  userId: number,
  notificationId: number,
  { value }: NotificationFeedbackBody,
): Promise<Notification> {
  await recordFeedback(db, userId, await feedbackTarget(db, userId, notificationId), value);
  return getNotification(db, userId, notificationId);
}
