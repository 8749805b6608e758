import { sql } from 'drizzle-orm';
import type { UpdateNotificationBatchesResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { countUnprocessed, inboxOf } from './list-notifications';

/**
 * Marks several of the user's notifications as processed. Ids that are not the user's (or are
 * already processed) are left alone rather than refused: the batch comes from a list that may be
 * out of date, and telling which ids exist elsewhere would leak other users' rows.
 */
export async function discardNotifications(
  db: Db,
  userId: number,
  ids: number[],
): Promise<UpdateNotificationBatchesResponse> {
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update notifications n set processed = true
        where ${inboxOf(userId)} and n.id = any(${pgArray(ids)}::int[]) returning n.id`,
  );
  return { updated: updated.length, unprocessed_count: await countUnprocessed(db, userId) };
}
