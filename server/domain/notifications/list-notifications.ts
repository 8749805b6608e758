import { type Placeholder, sql } from 'drizzle-orm';
import type { NotificationInboxResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { userEligibility } from '../../search/user-eligibility';
import { type NotificationRow, notificationSelect, presentNotifications } from './present-notification';

/** What the inbox holds: the user's notifications not yet discarded. */
export const inboxOf = (userId: number | Placeholder) => sql`n.user_id = ${userId} and not n.processed`;

// Prepared: the inbox and its count are read on every visit and after every change.
const userIdParam = sql.placeholder('userId');
const inboxCount = preparedRows<{ total: number }, { userId: number }>(
  'inbox_count',
  sql`select count(*)::int as total from notifications n where ${inboxOf(userIdParam)}`,
);
const inboxPage = preparedRows<NotificationRow, { userId: number; limit: number; offset: number }>(
  'inbox_page',
  sql`${notificationSelect} where ${inboxOf(userIdParam)} order by n.date desc, n.id desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
);

export async function countUnprocessed(db: Db, userId: number): Promise<number> {
  const [row] = await inboxCount(db, { userId });
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
  const rows = await inboxPage(db, { userId, limit: pageSize, offset: (page - 1) * pageSize });
  const user = await userEligibility(db, userId);
  return {
    notifications: await presentNotifications(db, rows, user),
    metadata: { total_results: total, total_pages: Math.ceil(total / pageSize), current_page: page },
    unprocessed_count: total,
  };
}
