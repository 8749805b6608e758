import { sql } from 'drizzle-orm';
import type { NotificationsResponse } from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { pageNotifications } from '../notifications/page-notifications';
import { FOLLOW_TABLES, type FollowKind } from './follow-tables';

/** What the user was told about the tender (party) one of their follows names; 404 if not theirs. */
export async function listFollowNotifications(
  db: Db,
  kind: FollowKind,
  userId: number,
  subscriptionId: number,
  page: number,
): Promise<NotificationsResponse> {
  const { table, target, notificationTarget } = FOLLOW_TABLES[kind];
  const [follow] = await queryRows<{ target_id: number }>(
    db,
    sql`select ${target} as target_id from ${table} s where s.id = ${subscriptionId} and s.user_id = ${userId}`,
  );
  if (!follow) throw new AppError('not_found', t('errors.follows.notFound'));
  return pageNotifications(
    db,
    userId,
    sql`n.user_id = ${userId} and ${notificationTarget} = ${follow.target_id}`,
    page,
  );
}
