import { type SQL, sql } from 'drizzle-orm';
import { ALERT_NOTIFICATIONS_PAGE_SIZE } from '../../../common/api/alerts';
import type { NotificationsResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { userEligibility } from '../../search/user-eligibility';
import { type NotificationRow, notificationSelect, presentNotifications } from './present-notification';

/** One page (newest first) of the user's notifications (`n`) that `where` selects: an alert's, a follow's. */
export async function pageNotifications(
  db: Db,
  userId: number,
  where: SQL,
  page: number,
): Promise<NotificationsResponse> {
  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from notifications n where ${where}`,
  );
  const total = countRow?.total ?? 0;
  const rows = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where ${where} order by n.date desc, n.id desc
        limit ${ALERT_NOTIFICATIONS_PAGE_SIZE} offset ${(page - 1) * ALERT_NOTIFICATIONS_PAGE_SIZE}`,
  );
  const eligibility = await userEligibility(db, userId);
  return {
    notifications: await presentNotifications(db, rows, { userId, eligibility }),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / ALERT_NOTIFICATIONS_PAGE_SIZE),
      current_page: page,
    },
  };
}
