import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingPayload, Customer } from '../../../common/api/billing';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Billing } from './stripe-client';

type UserRow = typeof users.$inferSelect;

/** Makes `token` (a Stripe payment method) the card every invoice of the customer is charged to. */
export async function setDefaultCard(billing: Billing, customerId: string, token: string) {
  await billing.stripe.paymentMethods.attach(token, { customer: customerId });
  await billing.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: token } });
}

/** Creates the user's Stripe customer or updates its billing details (and card, when given). */
export async function saveCustomer(
  db: Db,
  billing: Billing,
  user: UserRow,
  payload: Omit<BillingPayload, 'quantity' | 'coupon' | 'billing_frequency'>,
  options: Stripe.RequestOptions = {},
): Promise<string> {
  const details = {
    email: user.email,
    name: payload.name,
    phone: payload.phone || undefined,
    address: payload.address,
    metadata: { user_id: String(user.id) },
  };
  let customerId = user.stripeCustomerId;
  if (customerId) {
    await billing.stripe.customers.update(customerId, details);
  } else {
    customerId = (await billing.stripe.customers.create(details, options)).id;
    await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, user.id));
  }
  if (payload.token) await setDefaultCard(billing, customerId, payload.token);
  return customerId;
}

/** The customer with its default card, as GET /stripe/customer answers. */
export async function getCustomer(billing: Billing, customerId: string): Promise<Customer> {
  const customer = await billing.stripe.customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  if (customer.deleted) return { name: null, phone: null, billing_address: emptyAddress, card: null };
  const method = customer.invoice_settings.default_payment_method as Stripe.PaymentMethod | null;
  const address = customer.address;
  return {
    name: customer.name ?? null,
    phone: customer.phone ?? null,
    billing_address: address
      ? {
          line1: address.line1,
          line2: address.line2,
          postal_code: address.postal_code,
          city: address.city,
          state: address.state,
          country: address.country,
        }
      : emptyAddress,
    card: method?.card
      ? { brand: method.card.brand, funding: method.card.funding, last4: method.card.last4 }
      : null,
  };
}

const emptyAddress = { line1: null, line2: null, postal_code: null, city: null, state: null, country: null };
