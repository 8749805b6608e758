import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Proration } from '../../../common/api/billing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findLicence, findUserLicence, seatsUsed } from '../licences/find-user-licence';
import type { StripeSubscription } from './own-stripe-subscription';
import { saveInvoice, saveStripeSubscription } from './save-stripe-objects';
import { type Billing, requireBilling } from './stripe-client';

function checkQuantity(subscription: Pick<StripeSubscription, 'users' | 'invitations'>, quantity: number) {
  const used = seatsUsed(subscription);
  if (quantity < used) {
    throw new AppError('unprocessable', t('errors.billing.belowUsed', { used, count: quantity }), [
      { field: 'quantity', message: t('errors.fields.minimum', { value: used }) },
    ]);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function saveIn(tx: Tx, billing: Billing, ownerId: number, updated: Stripe.Subscription) {
  await saveStripeSubscription(tx, billing.config, ownerId, updated);
  const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
  if (invoice) await saveInvoice(tx, ownerId, invoice);
  // Stripe keeps an increase whose prorated invoice could not be charged as a pending update.
  if (updated.pending_update && invoice) {
    await tx
      .update(users)
      .set({ pendingSubscriptionUpgrade: true, pendingInvoiceId: invoice.id })
      .where(eq(users.id, ownerId));
  }
}

async function save(db: Db, billing: Billing, ownerId: number, updated: Stripe.Subscription) {
  await db.transaction((tx) => saveIn(tx, billing, ownerId, updated));
}

/**
 * More or fewer licences, prorated and invoiced at once. An increase whose charge fails stays
 * pending (the owner keeps the old count and is asked to pay the invoice); never below the
 * licences in use. The subscription's row, which every offer of a seat locks, is held from the
 * count of seats in use until the new quantity is stored, so no seat is taken meanwhile.
 */
export async function changeQuantity(
  db: Db,
  billing: Billing,
  subscription: StripeSubscription,
  quantity: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id))
      .for('update');
    checkQuantity((await findLicence(tx, subscription.id)) ?? subscription, quantity);
    if (quantity === subscription.quantity) return;
    const updated = await billing.stripe.subscriptions.update(subscription.stripeSubscriptionId, {
      items: [{ id: subscription.stripeItemId, quantity }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    await saveIn(tx, billing, subscription.ownerId, updated);
  });
}

/** Automatic renewal on or off: off cancels at the end of the paid period. */
export async function setRenewal(
  db: Db,
  billing: Billing,
  subscription: StripeSubscription,
  cancelAtPeriodEnd: boolean,
) {
  const updated = await billing.stripe.subscriptions.update(subscription.stripeSubscriptionId, {
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  await save(db, billing, subscription.ownerId, updated);
}

/** Cancels now: the licences stop at once, for the owner and every member. */
export async function cancelSubscription(db: Db, billing: Billing, subscription: StripeSubscription) {
  const canceled = await billing.stripe.subscriptions.cancel(subscription.stripeSubscriptionId);
  await save(db, billing, subscription.ownerId, canceled);
}

/** What changing to `quantity` licences would be charged today (Stripe's prorated preview). */
export async function previewProration(
  billing: Billing,
  subscription: StripeSubscription,
  customerId: string,
  quantity: number,
): Promise<Proration> {
  checkQuantity(subscription, quantity);
  const preview = await billing.stripe.invoices.createPreview({
    customer: customerId,
    subscription: subscription.stripeSubscriptionId,
    subscription_details: {
      items: [{ id: subscription.stripeItemId, quantity }],
      proration_behavior: 'always_invoice',
    },
  });
  return {
    quantity,
    currency: preview.currency,
    subtotal: preview.subtotal,
    total: preview.total,
    amount_due: preview.amount_due,
  };
}

/**
 * Before an owner's account is deleted: their card subscription is canceled at Stripe, or it
 * would go on charging a person who no longer exists here.
 */
export async function cancelCardBillingOf(
  db: Db,
  billing: Billing | undefined,
  config: Config,
  userId: number,
) {
  const licence = await findUserLicence(db, userId);
  const card = licence?.ownerId === userId && licence.status === 'active' && licence.stripeSubscriptionId;
  if (!card) return;
  await cancelSubscription(db, requireBilling(billing, config.contactEmail), licence as StripeSubscription);
}
