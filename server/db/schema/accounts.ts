import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed: the login key and the `uid` header. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id; null for an invited user who has not accepted yet. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Stripe customer of this user's card billing (billing address and card live there). */
    stripeCustomerId: text('stripe_customer_id'),
    /** A licence increase waits for its prorated invoice (`pendingInvoiceId`) to be paid. */
    pendingSubscriptionUpgrade: boolean('pending_subscription_upgrade').notNull().default(false),
    /** A charge failed: the card must be replaced to pay `pendingInvoiceId`. */
    pendingPaymentMethod: boolean('pending_payment_method').notNull().default(false),
    pendingInvoiceId: text('pending_invoice_id'),
    /** Off after a one-click unsubscribe or the account switch: no digest e-mails (the inbox still fills). */
    receiveDigests: boolean('receive_digests').notNull().default(true),
    /** 'Vista compacta': result lists as one dense line per tender, on every device the user signs in on. */
    compactResults: boolean('compact_results').notNull().default(false),
    /** 'Recomendadas para ti': up to 10 open tenders a day that no alert matched but the user's score rates high. */
    recommendations: boolean('recommendations').notNull().default(false),
    /**
     * Random per user: the private calendar's token is signed from it (server/domain/signed-links),
     * so the token itself is never stored; rotating replaces it and ends the old calendar address.
     */
    calendarNonce: text('calendar_nonce').notNull().default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The admin users table: its sort columns (id breaks ties) and its name / e-mail filter.
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(t.name, t.id),
    index('users_last_sign_in_idx').on(t.lastSignInAt, t.id),
    index('users_name_trgm_idx').using('gin', sql`unaccent_immutable(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`unaccent_immutable(${t.email}) gin_trgm_ops`),
  ],
);

/** One row per signed-in device (`client`); only a hash of the access token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_user_client_key').on(t.userId, t.client)],
);

/** Single-use links sent by e-mail: confirmation, password reset, invitation. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirmation', 'reset_password', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Every e-mail is written here in the same transaction as the change that causes it, then
 * delivered by the mail.send job: nothing is lost if SMTP is down, and a row already marked
 * sent is never sent again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    /** The bodies, null once delivered: they may carry single-use links (reset, confirmation, invitation). */
    html: text('html'),
    text: text('text'),
    /** Extra headers (List-Unsubscribe carries a signed link): dropped with the bodies once delivered. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower goes first (`MAIL_PRIORITY`, from the message's template). */
    priority: smallint('priority').notNull().default(3),
    /** Set while a worker is sending it: a message in flight is never brought forward. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);
