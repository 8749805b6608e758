import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { stripeEvents, users } from '../../db/schema';
import { clearPending } from './invoices';
import { ownerOfStripeSubscription, saveInvoice, saveStripeSubscription } from './save-stripe-objects';
import type { Billing } from './stripe-client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const INVOICE_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.finalized',
  'invoice.updated',
]);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

type Latest = { invoice: Stripe.Invoice } | { subscription: Stripe.Subscription } | null;

/**
 * Stripe does not deliver events in order: the object is read again from Stripe, so an old
 * event never writes an old state over a newer one.
 */
async function latestObject(billing: Billing, event: Stripe.Event): Promise<Latest> {
  const object = event.data.object as { id?: string };
  if (!object.id) return null;
  if (INVOICE_EVENTS.has(event.type)) return { invoice: await billing.stripe.invoices.retrieve(object.id) };
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return { subscription: await billing.stripe.subscriptions.retrieve(object.id) };
  }
  return null;
}

async function userOfCustomer(tx: Tx, customer: string | Stripe.Customer | Stripe.DeletedCustomer | null) {
  const id = typeof customer === 'string' ? customer : customer?.id;
  if (!id) return undefined;
  const [user] = await tx.select().from(users).where(eq(users.stripeCustomerId, id));
  return user;
}

async function applyInvoice(tx: Tx, type: string, invoice: Stripe.Invoice) {
  const user = await userOfCustomer(tx, invoice.customer);
  if (!user) return;
  await saveInvoice(tx, user.id, invoice);
  if (invoice.status === 'paid') {
    if (user.pendingInvoiceId === invoice.id) await clearPending(tx, user.id);
  } else if (type === 'invoice.payment_failed') {
    await tx
      .update(users)
      .set({ pendingPaymentMethod: true, pendingInvoiceId: invoice.id })
      .where(eq(users.id, user.id));
  }
}

async function applySubscription(tx: Tx, billing: Billing, subscription: Stripe.Subscription) {
  const ownerId =
    (await ownerOfStripeSubscription(tx, subscription.id)) ??
    (await userOfCustomer(tx, subscription.customer))?.id;
  if (ownerId !== undefined) await saveStripeSubscription(tx, billing.config, ownerId, subscription);
}

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction as its
 * effect, so Stripe's retries and duplicates change nothing. Answers false for a repeat.
 */
export async function applyStripeEvent(db: Db, billing: Billing, event: Stripe.Event): Promise<boolean> {
  const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return false;
  const latest = await latestObject(billing, event);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return false;
    if (latest && 'invoice' in latest) await applyInvoice(tx, event.type, latest.invoice);
    if (latest && 'subscription' in latest) await applySubscription(tx, billing, latest.subscription);
    return true;
  });
}
