import { type SQL, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationType } from '../../common/notifications/notification-types';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

export type Executor = Pick<Db, 'execute' | 'select'>;

/**
 * Inserts the notifications a SELECT describes, in this column order: user_id, the type's columns
 * ({@link typeColumns}), project_id, party_id, data, mailing_frequency, dedupe_key, then alert_ids
 * when `withAlerts` (the alerts they answer) and publication_id when `withPublication` (an
 * official bulletin's). A key the user already has is skipped, so running the same events again
 * creates nothing. Returns how many were created.
 */
export async function insertNotifications(
  tx: Executor,
  select: SQL,
  { withAlerts = false, withPublication = false }: { withAlerts?: boolean; withPublication?: boolean } = {},
): Promise<number> {
  const extra = `${withAlerts ? ', alert_ids' : ''}${withPublication ? ', publication_id' : ''}`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with created as (
          insert into notifications (user_id, noticeable_type, notification_types, project_id, party_id,
                                     data, mailing_frequency, dedupe_key${sql.raw(extra)})
          ${select}
          on conflict (user_id, dedupe_key) do nothing
          returning 1)
        select count(*)::int as n from created`,
  );
  return row?.n ?? 0;
}

/**
 * A notification type's noticeable_type and notification_types, as the registry names them
 * (written inline: they are the registry's constants, never user input).
 */
export const typeColumns = (type: NotificationType) =>
  sql.raw(`'${NOTIFICATION_TYPES[type].noticeableType}', array['${type}']`);

const FREQUENCIES = sql`array['daily', 'weekly', 'no_email']::text[]`;

/**
 * The digest of a notification with several sources (an aggregate over rows of `frequency`):
 * the most frequent of them, daily > weekly > no_email.
 */
export const mostFrequent = (frequency: SQL) =>
  sql`(${FREQUENCIES})[min(array_position(${FREQUENCIES}, ${frequency}))]`;

/** The more frequent of two digests (not an aggregate): daily > weekly > no_email. */
export const moreFrequent = (a: SQL, b: SQL) =>
  sql`(${FREQUENCIES})[least(array_position(${FREQUENCIES}, ${a}), array_position(${FREQUENCIES}, ${b}))]`;
