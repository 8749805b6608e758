import { type SQL, sql } from 'drizzle-orm';
import { SUBSCRIPTIONS_PAGE_SIZE } from '../../../common/api/follows';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import { pgArray } from '../../db/rows';
import { partySubscriptions, projectSubscriptions } from '../../db/schema';
import { t } from '../../messages';

/** What is followed: a tender (project) or a company / contracting body (party). */
export type FollowKind = 'project' | 'party';

interface FollowTable {
  table: typeof projectSubscriptions | typeof partySubscriptions;
  /** The followed row's id column of the subscription table, bare and with the alias `s`. */
  column: SQL;
  target: SQL;
  /** The same id column in `notifications`. */
  notificationTarget: SQL;
  notFound: string;
  notFollowed: string;
}

export const FOLLOW_TABLES: Record<FollowKind, FollowTable> = {
  project: {
    table: projectSubscriptions,
    column: sql`project_id`,
    target: sql`s.project_id`,
    notificationTarget: sql`n.project_id`,
    notFound: t('errors.tenders.notFound'),
    notFollowed: t('errors.tenders.notFollowed'),
  },
  party: {
    table: partySubscriptions,
    column: sql`party_id`,
    target: sql`s.party_id`,
    notificationTarget: sql`n.party_id`,
    notFound: t('party.notFound.text'),
    notFollowed: t('errors.parties.notFollowed'),
  },
};

/** A subscription row as the core answers need it (alias `s` for the subscription table). */
export interface FollowRow {
  id: number;
  target_id: number;
  mailing_frequency: MailingFrequency;
  /** Madrid calendar date; always null for parties. */
  reminder_at: string | null;
}

/** `idAs` renames the subscription's id where the followed row's columns bring an `id` too. */
export function followColumns(kind: FollowKind, idAs: 'id' | 'subscription_id' = 'id'): SQL {
  const reminder =
    kind === 'project'
      ? sql`to_char(s.reminder_at at time zone 'Europe/Madrid', 'YYYY-MM-DD')`
      : sql`null::text`;
  return sql`s.id as ${sql.raw(idAs)}, ${FOLLOW_TABLES[kind].target} as target_id, s.mailing_frequency, ${reminder} as reminder_at`;
}

/** How many notifications the follower got about the followed row, and the latest one's date. */
export function notificationCountColumns(kind: FollowKind): SQL {
  const about = sql`from notifications n where n.user_id = s.user_id
    and ${FOLLOW_TABLES[kind].notificationTarget} = ${FOLLOW_TABLES[kind].target}`;
  return sql`(select count(*)::int ${about}) as total_notifications,
    (select max(n.date) ${about}) as last_notification_date`;
}

/** The user's own subscriptions (alias `s`), narrowed to some followed ids when given. */
export function ownFollows(kind: FollowKind, userId: number, ids?: number[]): SQL {
  const own = sql`s.user_id = ${userId}`;
  return ids ? sql`${own} and ${FOLLOW_TABLES[kind].target} = any(${pgArray(ids)}::int[])` : own;
}

/** The page metadata of the two follow tables (25 rows a page). */
export const pageOf = (total: number, page: number) => ({
  total_results: total,
  total_pages: Math.ceil(total / SUBSCRIPTIONS_PAGE_SIZE),
  current_page: page,
});
