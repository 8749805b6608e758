import { and, eq } from 'drizzle-orm';
import type { Notification, UpdateNotificationBody } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { getNotification } from './get-notification';

/** Discards (processed) or stars one of the user's notifications; only the fields sent change. */
export async function updateNotification(
  db: Db,
  userId: number,
  id: number,
  { processed, starred }: UpdateNotificationBody,
): Promise<Notification> {
  await getNotification(db, userId, id);
  await db
    .update(notifications)
    .set({
      ...(processed === undefined ? {} : { processed }),
      ...(starred === undefined ? {} : { starred }),
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return getNotification(db, userId, id);
}
