import { sql } from 'drizzle-orm';
import type { NotificationsResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { pageNotifications } from '../notifications/page-notifications';
import { getAlert } from './get-alert';

/** The notifications one of the user's alerts produced, newest first. */
export async function listAlertNotifications(
  db: Db,
  userId: number,
  alertId: number,
  page: number,
): Promise<NotificationsResponse> {
  await getAlert(db, userId, alertId);
  const mine = sql`n.user_id = ${userId} and n.alert_ids @> array[${alertId}::int]`;
  return pageNotifications(db, userId, mine, page);
}
