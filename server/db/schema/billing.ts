import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The licences a user pays for (or an admin granted, billing_type manual). One row per owner:
 * subscribing again after a cancellation reuses it, so its members stay listed.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .unique('subscriptions_owner_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'canceled', 'expired'] }).notNull(),
    quantity: integer('quantity').notNull(),
    billingType: text('billing_type', { enum: ['stripe', 'manual'] }).notNull(),
    billingFrequency: text('billing_frequency', { enum: ['monthly', 'yearly'] }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    stripeSubscriptionId: text('stripe_subscription_id').unique('subscriptions_stripe_key'),
    /** The subscription item whose quantity is the licence count (needed to change it). */
    stripeItemId: text('stripe_item_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('subscriptions_quantity_check', sql`${t.quantity} >= 1`)],
);

/** Who uses the licences; the owner has a row too (the owner uses one licence). */
export const subscriptionMembers = pgTable(
  'subscription_members',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.userId] }),
    index('subscription_members_user_idx').on(t.userId),
  ],
);

/**
 * A licence the owner offered to an address, waiting for the person's consent: it takes a seat
 * but gives no access, and the owner sees only the address until it is accepted. The e-mailed
 * link's hash is kept (single use: accepting deletes the row); null when the address had no
 * account, whose account invitation accepts it instead.
 */
export const subscriptionInvitations = pgTable(
  'subscription_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed, like users.email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_invitations_email_key').on(t.subscriptionId, t.email),
    uniqueIndex('subscription_invitations_token_key').on(t.tokenHash),
    index('subscription_invitations_email_idx').on(t.email),
  ],
);

/** Stripe invoices of an owner, kept in sync by the webhook (amounts in cents, as Stripe gives them). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    total: integer('total').notNull(),
    startingBalance: integer('starting_balance').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    amountRemaining: integer('amount_remaining').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    pdfUrl: text('pdf_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.issuedAt)],
);

/** Webhook events already applied: Stripe retries deliveries, each event counts once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
