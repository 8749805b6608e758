import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import { stripeEvents, users } from '../../db/schema';
import { clearPending } from './invoices';
import { ownerOfStripeSubscription, saveInvoice, saveStripeSubscription } from './save-stripe-objects';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  if (type === 'invoice.payment_failed') {
    await tx
      .update(users)
      .set({ pendingPaymentMethod: true, pendingInvoiceId: invoice.id })
      .where(eq(users.id, user.id));
  } else if (invoice.status === 'paid' && user.pendingInvoiceId === invoice.id) {
    await clearPending(tx, user.id);
  }
}

async function applySubscription(tx: Tx, config: StripeConfig, subscription: Stripe.Subscription) {
  const ownerId =
    (await ownerOfStripeSubscription(tx, subscription.id)) ??
    (await userOfCustomer(tx, subscription.customer))?.id;
  if (ownerId !== undefined) await saveStripeSubscription(tx, config, ownerId, subscription);
}

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction as its
 * effect, so Stripe's retries and duplicates change nothing. Answers false for a repeat.
 */
export async function applyStripeEvent(db: Db, config: StripeConfig, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return false;
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
      case 'invoice.finalized':
      case 'invoice.updated':
        await applyInvoice(tx, event.type, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(tx, config, event.data.object);
        break;
      default:
        break;
    }
    return true;
  });
}
