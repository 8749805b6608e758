import type Stripe from 'stripe';
import type { BillingPayload } from '../../../common/api/billing';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findUserLicence, seatsUsed } from '../licences/find-user-licence';
import { countHits, refundHits } from '../limits/hit-counters';
import { saveCustomer } from './save-customer';
import { saveInvoice, saveStripeSubscription } from './save-stripe-objects';
import type { Billing } from './stripe-client';

/** Longest a subscription form is taken to be in progress (a crashed one frees the user after it). */
const SUBSCRIBING_MS = 5 * 60_000;

/**
 * POST /stripe/subscription: the customer's details and card, then a Stripe subscription of
 * `quantity` licences charged at once (a refused card leaves nothing behind), then our row.
 * With the form's `attempt` key, Stripe answers a repeated or concurrent request (a double
 * submit) with the customer and subscription the first one created.
 */
export async function subscribe(
  db: Db,
  billing: Billing,
  user: typeof users.$inferSelect,
  payload: BillingPayload,
  attempt?: string,
): Promise<void> {
  // One subscription at a time per user: a second form (another tab, another key) arriving while
  // Stripe answers the first would be charged too. The count is taken back when either ends.
  const key = `subscribe:${user.id}`;
  const { hits } = (await countHits(db, [key], SUBSCRIBING_MS)).get(key)!;
  try {
    if (hits > 1) throw new AppError('conflict', t('errors.billing.subscribing'));
    await subscribeOnce(db, billing, user, payload, attempt);
  } finally {
    await refundHits(db, [key]);
  }
}

async function subscribeOnce(
  db: Db,
  billing: Billing,
  user: typeof users.$inferSelect,
  payload: BillingPayload,
  attempt?: string,
): Promise<void> {
  const current = await findUserLicence(db, user.id);
  if (current?.status === 'active') {
    throw new AppError('conflict', t('errors.billing.alreadyLicensed'));
  }
  const used = current?.ownerId === user.id ? seatsUsed(current) : 0;
  if (used > payload.quantity) {
    throw new AppError('unprocessable', t('errors.billing.tooFewLicences', { used }), [
      { field: 'quantity', message: t('errors.fields.minimum', { value: used }) },
    ]);
  }
  if (!payload.token) {
    throw new AppError('validation_failed', t('subscribe.card.missing'), [
      { field: 'token', message: t('errors.fields.required') },
    ]);
  }
  // Keys are per user, so one user's key can never replay another's answer.
  const idempotencyKey = (what: string) =>
    attempt ? { idempotencyKey: `${what}-${user.id}-${attempt}` } : {};
  const customer = await saveCustomer(db, billing, user, payload, idempotencyKey('customer'));
  const subscription = await billing.stripe.subscriptions.create(
    {
      customer,
      items: [{ price: billing.config.prices[payload.billing_frequency], quantity: payload.quantity }],
      default_tax_rates: [billing.config.taxRate],
      ...(payload.coupon ? { discounts: [{ coupon: payload.coupon }] } : {}),
      payment_behavior: 'error_if_incomplete',
      metadata: { user_id: String(user.id) },
      expand: ['latest_invoice'],
    },
    idempotencyKey('subscription'),
  );
  await db.transaction(async (tx) => {
    await saveStripeSubscription(tx, billing.config, user.id, subscription);
    if (subscription.latest_invoice)
      await saveInvoice(tx, user.id, subscription.latest_invoice as Stripe.Invoice);
  });
}
