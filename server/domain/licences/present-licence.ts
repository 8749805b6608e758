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
  licence: LicenceWithUsers,
): Promise<Subscription> {
  return {
    id: licence.id,
    status: licence.status,
    owner: { id: licence.ownerId, email: licence.ownerEmail },
    quantity: licence.quantity,
    used: seatsUsed(licence),
    billing_type: licence.billingType,
    billing_frequency: licence.billingFrequency,
    cancel_at_period_end: licence.cancelAtPeriodEnd,
    current_period_end: licence.currentPeriodEnd?.toISOString() ?? null,
    users: [
      ...(await holdersWithActivity(
        db,
        licence.users.map((u) => u.id),
      )),
      ...licence.invitations.map((i) => ({
        id: i.id,
        email: i.email,
        pending: true as const,
        expired: i.expired,
      })),
    ],
  };
}
