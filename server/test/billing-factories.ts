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

/** A complete subscribe form (billing details) with Stripe's test Visa card. */
export function billingPayload(fields: Record<string, unknown> = {}) {
  return {
    name: 'Construcciones Pérez SL',
    address: {
      line1: 'Calle Mayor 1',
      line2: '2º B',
      postal_code: '28013',
      city: 'Madrid',
      state: 'Madrid',
      country: 'España',
    },
    phone: '+34 600 000 000',
    quantity: 1,
    coupon: '',
    token: 'pm_card_visa',
    ...fields,
  };
}
