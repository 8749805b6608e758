import { sql } from 'drizzle-orm';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { FOLLOW_TABLES, type FollowKind, type FollowRow, followColumns } from './follow-tables';

interface FollowRef {
  userId: number;
  targetId: number;
}

const ofUser = (kind: FollowKind, ref: FollowRef) =>
  sql`s.user_id = ${ref.userId} and ${FOLLOW_TABLES[kind].target} = ${ref.targetId}`;

/** The row a subscription change touched; none means the user does not follow it (404, also for others' follows). */
function touched(kind: FollowKind, rows: FollowRow[]): FollowRow {
  if (!rows[0]) throw new AppError('not_found', FOLLOW_TABLES[kind].notFollowed);
  return rows[0];
}

/** Sets how often the user's own follow of a tender or party is e-mailed. */
export async function changeFollowFrequency(
  db: Db,
  kind: FollowKind,
  ref: FollowRef & { frequency: MailingFrequency },
): Promise<FollowRow> {
  const rows = await queryRows<FollowRow>(
    db,
    sql`update ${FOLLOW_TABLES[kind].table} as s set mailing_frequency = ${ref.frequency}
        where ${ofUser(kind, ref)} returning ${followColumns(kind)}`,
  );
  return touched(kind, rows);
}

/** Stops the user's own follow of a tender or party. */
export async function unfollow(db: Db, kind: FollowKind, ref: FollowRef): Promise<FollowRow> {
  const rows = await queryRows<FollowRow>(
    db,
    sql`delete from ${FOLLOW_TABLES[kind].table} as s where ${ofUser(kind, ref)}
        returning ${followColumns(kind)}`,
  );
  return touched(kind, rows);
}
