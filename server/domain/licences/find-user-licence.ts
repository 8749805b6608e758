import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionInvitations, subscriptionMembers, subscriptions, users } from '../../db/schema';

export type LicenceRow = typeof subscriptions.$inferSelect;

/**
 * A subscription with what every presentation of it needs: its owner, its licence holders and
 * the addresses offered a licence that have not accepted it yet.
 */
export interface LicenceWithUsers extends LicenceRow {
  ownerEmail: string;
  users: { id: number; name: string; email: string }[];
  invitations: { id: number; email: string; expired: boolean }[];
}

/** A pending invitation takes a seat as an accepted licence does. */
export function seatsUsed(licence: Pick<LicenceWithUsers, 'users' | 'invitations'>): number {
  return licence.users.length + licence.invitations.length;
}

const holders = sql<LicenceWithUsers['users']>`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.id)
  from ${subscriptionMembers} m join ${users} u on u.id = m.user_id
  where m.subscription_id = ${subscriptions.id}), '[]'::json)`;

const invited = sql<LicenceWithUsers['invitations']>`coalesce((
  select json_agg(json_build_object('id', i.id, 'email', i.email, 'expired', i.expires_at <= now()) order by i.id)
  from ${subscriptionInvitations} i
  where i.subscription_id = ${subscriptions.id}), '[]'::json)`;

function selectWithUsers(db: Pick<Db, 'select'>) {
  return db
    .select({ subscription: subscriptions, ownerEmail: users.email, users: holders, invitations: invited })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.ownerId));
}

function flatten(row: {
  subscription: LicenceRow;
  ownerEmail: string;
  users: LicenceWithUsers['users'];
  invitations: LicenceWithUsers['invitations'];
}): LicenceWithUsers {
  const { subscription, ...rest } = row;
  return { ...subscription, ...rest };
}

/**
 * The subscription that gives the user licences: an active one they hold a licence of first,
 * then their own, then the latest they belonged to. A user may be listed under an old canceled
 * subscription and an active one at once; the active one decides their access. `userId` is a
 * value or a column of an outer query.
 */
function userLicenceRule(userId: SQL | number) {
  const member = sql`exists (select 1 from ${subscriptionMembers} m
    where m.subscription_id = ${subscriptions.id} and m.user_id = ${userId})`;
  return {
    where: sql`(${subscriptions.ownerId} = ${userId} or ${member})`,
    order: [
      desc(sql`${subscriptions.status} = 'active' and ${member}`),
      desc(sql`${subscriptions.ownerId} = ${userId}`),
      desc(subscriptions.updatedAt),
    ],
  };
}

export async function findUserLicence(
  db: Pick<Db, 'select'>,
  userId: number,
): Promise<LicenceWithUsers | null> {
  const rule = userLicenceRule(userId);
  const [row] = await selectWithUsers(db)
    .where(rule.where)
    .orderBy(...rule.order)
    .limit(1);
  return row ? flatten(row) : null;
}

/**
 * Whether the subscription findUserLicence picks for the user in `userId` (a column of the outer
 * query) is active: the access check reads it in the same statement as the session.
 */
export function userLicenceIsActive(userId: SQL): SQL<boolean> {
  const rule = userLicenceRule(userId);
  return sql<boolean>`coalesce((select ${subscriptions.status} = 'active' from ${subscriptions}
    where ${rule.where} order by ${sql.join(rule.order, sql`, `)} limit 1), false)`;
}

/** One subscription by id with its owner and licence holders, or null. */
export async function findLicence(db: Pick<Db, 'select'>, id: number): Promise<LicenceWithUsers | null> {
  const [row] = await selectWithUsers(db).where(eq(subscriptions.id, id));
  return row ? flatten(row) : null;
}
