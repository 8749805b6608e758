import { sql } from 'drizzle-orm';
import type { Notification } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { userEligibility } from '../../search/user-eligibility';
import { type NotificationRow, notificationSelect, presentNotifications } from './present-notification';

/** One of the user's notifications, processed or not; another user's id is answered as missing. */
export async function getNotification(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where n.id = ${id} and n.user_id = ${userId}`,
  );
  if (!row) throw new AppError('not_found', t('errors.notifications.notFound'));
  const [notification] = await presentNotifications(db, [row], {
    userId,
    eligibility: await userEligibility(db, userId),
  });
  return notification!;
}
