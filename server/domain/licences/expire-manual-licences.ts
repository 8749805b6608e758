import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

/**
 * Manual subscriptions whose period has ended become expired: nobody renews them but the
 * provider, by hand. Card subscriptions are left to Stripe's webhook. Answers how many expired.
 */
export async function expireManualLicences(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.billingType, 'manual'),
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.currentPeriodEnd),
        lt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return expired.length;
}
