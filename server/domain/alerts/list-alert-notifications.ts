import { sql } from 'drizzle-orm';
import { ALERT_NOTIFICATIONS_PAGE_SIZE } from '../../../common/api/alerts';
import type { NotificationsResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type NotificationRow,
  notificationSelect,
  presentNotification,
} from '../notifications/present-notification';
import { getAlert } from './get-alert';

/** The notifications one of the user's alerts produced, newest first. */
export async function listAlertNotifications(
  db: Db,
  userId: number,
  alertId: number,
  page: number,
): Promise<NotificationsResponse> {
  await getAlert(db, userId, alertId);
  const mine = sql`n.user_id = ${userId} and exists
    (select 1 from notification_alerts na where na.notification_id = n.id and na.alert_id = ${alertId})`;
  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from notifications n where ${mine}`,
  );
  const total = countRow?.total ?? 0;
  const rows = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where ${mine} order by n.date desc, n.id desc
        limit ${ALERT_NOTIFICATIONS_PAGE_SIZE} offset ${(page - 1) * ALERT_NOTIFICATIONS_PAGE_SIZE}`,
  );
  return {
    notifications: rows.map(presentNotification),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / ALERT_NOTIFICATIONS_PAGE_SIZE),
      current_page: page,
    },
  };
}
