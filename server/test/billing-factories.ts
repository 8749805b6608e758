import type { Db } from '../db/client';
import { subscriptionMembers, subscriptions } from '../db/schema';

/**
 * A subscription of `ownerId` as an admin or the Stripe flow leaves it: active, monthly, manual
 * unless told otherwise; the owner holds a licence, and so does each of `memberIds`.
 */
export async function createSubscriptionRow(
  db: Db,
  ownerId: number,
  fields: Partial<Omit<typeof subscriptions.$inferInsert, 'ownerId'>> & { memberIds?: number[] } = {},
) {
  const { memberIds = [], ...rest } = fields;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      ownerId,
      status: 'active',
      quantity: 1,
      billingType: 'manual',
      billingFrequency: 'monthly',
      ...rest,
    })
    .returning();
  await db
    .insert(subscriptionMembers)
    .values([ownerId, ...memberIds].map((userId) => ({ subscriptionId: subscription!.id, userId })));
  return subscription!;
}
