import { sql } from 'drizzle-orm';
import type { UpdateNotificationBatchesResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { countUnprocessed, inboxOf } from './list-notifications';

/**
 * Marks several of the user's notifications as processed, all or none: an id that is not one of
 * the user's (another user's or none at all) is answered as the single-item call answers it, a
 * 404 that does not tell which, and nothing changes. Already processed ones stay as they are.
 */
export async function discardNotifications(
  db: Db,
  userId: number,
  ids: number[],
): Promise<UpdateNotificationBatchesResponse> {
  const wanted = [...new Set(ids)];
  const updated = await db.transaction(async (tx) => {
    const mine = await queryRows<{ id: number }>(
      tx,
      sql`select n.id from notifications n
          where n.user_id = ${userId} and n.id = any(${pgArray(wanted)}::int[]) for update`,
    );
    if (mine.length < wanted.length) throw new AppError('not_found', t('errors.notifications.notFound'));
    return queryRows<{ id: number }>(
      tx,
      sql`update notifications n set processed = true
          where ${inboxOf(userId)} and n.id = any(${pgArray(wanted)}::int[]) returning n.id`,
    );
  });
  return { updated: updated.length, unprocessed_count: await countUnprocessed(db, userId) };
}
