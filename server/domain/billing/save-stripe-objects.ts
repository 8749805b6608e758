import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import { invoices, subscriptionMembers, subscriptions } from '../../db/schema';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/** Stripe's many states reduced to ours: paying (or retrying a charge) is active. */
function statusOf(subscription: Stripe.Subscription): 'active' | 'canceled' | 'expired' {
  if (['active', 'trialing', 'past_due'].includes(subscription.status)) return 'active';
  return subscription.status === 'canceled' ? 'canceled' : 'expired';
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Writes Stripe's view of the owner's subscription onto their one row (created on the first
 * subscription, reused later) and keeps the owner's own licence listed.
 */
export async function saveStripeSubscription(
  tx: Tx,
  config: StripeConfig,
  ownerId: number,
  subscription: Stripe.Subscription,
) {
  const item = subscription.items.data[0]!;
  const fields = {
    status: statusOf(subscription),
    quantity: item.quantity ?? 1,
    billingType: 'stripe' as const,
    billingFrequency: item.price.id === config.prices.yearly ? ('yearly' as const) : ('monthly' as const),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: fromUnix(item.current_period_end),
    stripeSubscriptionId: subscription.id,
    stripeItemId: item.id,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ ownerId, ...fields })
    .onConflictDoUpdate({ target: subscriptions.ownerId, set: fields })
    .returning();
  await tx
    .insert(subscriptionMembers)
    .values({ subscriptionId: row!.id, userId: ownerId })
    .onConflictDoNothing();
  return row!;
}

/** The owner of a Stripe subscription we know, or undefined for one that is not ours. */
export async function ownerOfStripeSubscription(tx: Tx, stripeSubscriptionId: string) {
  const [row] = await tx
    .select({ ownerId: subscriptions.ownerId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row?.ownerId;
}

/** Upserts one of the owner's invoices as Stripe last described it (amounts in cents). */
export async function saveInvoice(tx: Tx, userId: number, invoice: Stripe.Invoice) {
  const fields = {
    number: invoice.number,
    status: invoice.status ?? 'draft',
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    total: invoice.total,
    startingBalance: invoice.starting_balance,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    amountRemaining: invoice.amount_remaining,
    issuedAt: new Date(invoice.created * 1000),
    dueAt: fromUnix(invoice.due_date),
    paidAt: fromUnix(invoice.status_transitions?.paid_at),
    pdfUrl: invoice.invoice_pdf ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(invoices)
    .values({ id: invoice.id!, userId, ...fields })
    .onConflictDoUpdate({ target: invoices.id, set: fields });
}
