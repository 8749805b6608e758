import { sql } from 'drizzle-orm';
import type { Subscription, SubscriptionMember } from '../../../common/api/subscriptions';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { type LicenceWithUsers, seatsUsed } from './find-user-licence';

/** Each licence holder with the activity counts the owner's members table shows. */
async function holdersWithActivity(db: Pick<Db, 'execute'>, ids: number[]): Promise<SubscriptionMember[]> {
  if (ids.length === 0) return [];
  return queryRows<SubscriptionMember>(
    db,
    sql`select u.id, u.name, u.email,
        (select count(*) from alerts a where a.user_id = u.id)::int as total_alerts,
        coalesce(ns.unprocessed, 0)::int as unprocessed_notifications,
        coalesce(ns.total, 0)::int as total_notifications,
        to_char(ns.last at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_notification_date,
        false as pending
      from users u
      left join lateral (
        select count(*) as total, count(*) filter (where not n.processed) as unprocessed, max(n.date) as last
        from notifications n where n.user_id = u.id
      ) ns on true
      where u.id = any(${pgArray(ids)}::int[])
      order by u.id`,
  );
}

export async function presentLicence(
  db: Pick<Db, 'execute'>,
  subscription: LicenceWithUsers,
): Promise<Subscription> {
  return {
    id: subscription.id,
    status: subscription.status,
    owner: { id: subscription.ownerId, email: subscription.ownerEmail },
    quantity: subscription.quantity,
    used: seatsUsed(subscription),
    billing_type: subscription.billingType,
    billing_frequency: subscription.billingFrequency,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    users: [
      ...(await holdersWithActivity(
        db,
        subscription.users.map((u) => u.id),
      )),
      ...subscription.invitations.map((i) => ({
        id: i.id,
        email: i.email,
        pending: true as const,
        expired: i.expired,
      })),
    ],
  };
}
