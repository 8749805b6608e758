import { type SQL, sql } from 'drizzle-orm';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { FOLLOW_TABLES, type FollowKind, type FollowRow, followColumns } from './follow-tables';

/**
 * Follows a row once: following it again answers the existing subscription unchanged (the
 * no-op update makes the row come back even when two requests race on the unique key).
 */
export async function saveFollow(
  db: Db,
  kind: FollowKind,
  follow: { userId: number; targetId: number; frequency: MailingFrequency; reminderAt?: SQL },
): Promise<FollowRow> {
  const { table, column } = FOLLOW_TABLES[kind];
  const reminder = follow.reminderAt
    ? { column: sql`, reminder_at`, value: sql`, ${follow.reminderAt}` }
    : null;
  const [row] = await queryRows<FollowRow>(
    db,
    sql`insert into ${table} as s (user_id, ${column}, mailing_frequency ${reminder?.column ?? sql``})
        values (${follow.userId}, ${follow.targetId}, ${follow.frequency} ${reminder?.value ?? sql``})
        on conflict (user_id, ${column}) do update set mailing_frequency = s.mailing_frequency
        returning ${followColumns(kind)}`,
  );
  return row!;
}
