import { sql } from 'drizzle-orm';
import type { NotificationInboxResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type NotificationRow, notificationSelect, presentNotification } from './present-notification';

/** What the inbox holds: the user's notifications not yet discarded. */
export const inboxOf = (userId: number) => sql`n.user_id = ${userId} and not n.processed`;

export async function countUnprocessed(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from notifications n where ${inboxOf(userId)}`,
  );
  return row?.total ?? 0;
}

/**
 * The inbox, newest first. Starring marks a notification without moving it: the pages stay put
 * while the user stars, and discarding (even a starred one) takes it out of the inbox.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<NotificationInboxResponse> {
  const total = await countUnprocessed(db, userId);
  const rows = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where ${inboxOf(userId)} order by n.date desc, n.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    notifications: rows.map(presentNotification),
    metadata: { total_results: total, total_pages: Math.ceil(total / pageSize), current_page: page },
    unprocessed_count: total,
  };
}
