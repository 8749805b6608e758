import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { FOLLOW_TABLES, type FollowKind, type FollowRow, followColumns, ownFollows } from './follow-tables';

/** Which of these tenders (parties) the user follows, or all they follow: the bells of a table page. */
export async function listFollowed(
  db: Db,
  kind: FollowKind,
  userId: number,
  ids?: number[],
): Promise<FollowRow[]> {
  return queryRows<FollowRow>(
    db,
    sql`select ${followColumns(kind)} from ${FOLLOW_TABLES[kind].table} s
        where ${ownFollows(kind, userId, ids)} order by s.id`,
  );
}

/** How many subscriptions the user's page listing counts. */
export async function countFollowed(db: Db, kind: FollowKind, userId: number, ids?: number[]) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${FOLLOW_TABLES[kind].table} s
        where ${ownFollows(kind, userId, ids)}`,
  );
  return row?.total ?? 0;
}
