import { type Placeholder, sql } from 'drizzle-orm';
import {
  type NotificationInboxResponse,
  type NotificationSort,
  RECOMMENDED_SHOWN,
  type RecommendedNotificationsResponse,
} from '../../../common/api/notifications';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { byRelevance, scoreTenders } from '../../search/relevance/user-relevance';
import { userEligibility } from '../../search/user-eligibility';
import {
  type NotificationRow,
  notificationRowsInOrder,
  notificationSelect,
  presentNotifications,
} from './present-notification';

/** What the inbox's list holds: the user's notifications not yet discarded, but recommendations (under their own heading). */
export const inboxOf = (userId: number | Placeholder) =>
  sql`n.user_id = ${userId} and not n.processed and not n.notification_types @> array['recommended']`;

/** 'Recomendadas para ti': the user's recommendations not discarded, newest batch first, best first within it. */
export async function listRecommended(db: Db, userId: number): Promise<RecommendedNotificationsResponse> {
  const rows = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where n.user_id = ${userId} and not n.processed
          and n.notification_types @> array['recommended']
        order by n.date desc, n.id limit ${RECOMMENDED_SHOWN}`,
  );
  return {
    notifications: await presentNotifications(db, rows, {
      userId,
      eligibility: await userEligibility(db, userId),
    }),
  };
}

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
 * 'Relevancia' orders this many of the newest notifications by the user's score; an inbox longer
 * than that lists the older ones after them, newest first (a backlog that old is read by date).
 */
export const RELEVANCE_SORT_LIMIT = 2_000;

/**
 * One page of the inbox most relevant first: the newest notifications scored at once, then that
 * page's rows read in the order found.
 */
async function relevancePage(db: Db, userId: number, offset: number, pageSize: number) {
  const newest = await queryRows<{ id: number; project_id: number | null }>(
    db,
    sql`select n.id, n.project_id from notifications n where ${inboxOf(userId)}
        order by n.date desc, n.id desc limit ${RELEVANCE_SORT_LIMIT}`,
  );
  const scores = await scoreTenders(
    db,
    userId,
    newest.flatMap((n) => (n.project_id === null ? [] : [n.project_id])),
  );
  const ranked = byRelevance(newest, (n) => n.project_id, scores).slice(offset, offset + pageSize);
  const older =
    offset + pageSize > RELEVANCE_SORT_LIMIT
      ? await inboxPage(db, {
          userId,
          limit: offset + pageSize - Math.max(offset, RELEVANCE_SORT_LIMIT),
          offset: Math.max(offset, RELEVANCE_SORT_LIMIT),
        })
      : [];
  const rows = await notificationRowsInOrder(
    db,
    ranked.map((n) => n.id),
  );
  return { rows: [...rows, ...older], scores };
}

/**
 * The inbox, newest first or most relevant first. Starring marks a notification without moving
 * it: the pages stay put while the user stars, and discarding (even a starred one) takes it out
 * of the inbox.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  { page, pageSize, sort }: { page: number; pageSize: number; sort: NotificationSort },
): Promise<NotificationInboxResponse> {
  const total = await countUnprocessed(db, userId);
  const offset = (page - 1) * pageSize;
  const { rows, scores } =
    sort === 'relevance'
      ? await relevancePage(db, userId, offset, pageSize)
      : { rows: await inboxPage(db, { userId, limit: pageSize, offset }), scores: undefined };
  const eligibility = await userEligibility(db, userId);
  return {
    notifications: await presentNotifications(db, rows, { userId, eligibility, scores }),
    metadata: { total_results: total, total_pages: Math.ceil(total / pageSize), current_page: page },
    unprocessed_count: total,
  };
}
