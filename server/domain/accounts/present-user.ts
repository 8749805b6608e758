import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type CurrentUser, trialSubscription, type UserSubscription } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findUserLicence, type LicenceWithUsers, seatsUsed } from '../licences/find-user-licence';

type UserRow = typeof users.$inferSelect;
const DAY_MS = 86_400_000;

export function trialDaysRemaining(user: Pick<UserRow, 'trialEndsAt'>, now = new Date()): number {
  return Math.max(0, Math.ceil((user.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

function presentUserSubscription(
  user: UserRow,
  subscription: LicenceWithUsers | null,
  days: number,
): UserSubscription {
  if (!subscription) return trialSubscription(days);
  return {
    id: subscription.id,
    status: subscription.status,
    trial_days_remaining: days,
    quantity: subscription.quantity,
    used: seatsUsed(subscription),
    owner_email: subscription.ownerEmail,
    owner: subscription.ownerId === user.id,
    users: subscription.users,
    billing_type: subscription.billingType,
    billing_frequency: subscription.billingFrequency,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** The user as GET /v1/user answers it; `subscription` from findUserLicence (null: none). */
export function presentUser(
  user: UserRow,
  subscription: LicenceWithUsers | null,
  now = new Date(),
): CurrentUser {
  const days = trialDaysRemaining(user, now);
  const gravatar = createHash('md5').update(user.email).digest('hex');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    gravatar_url: `https://www.gravatar.com/avatar/${gravatar}?d=identicon&s=160`,
    created_at: user.createdAt.toISOString(),
    confirmed: user.confirmedAt !== null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    active: user.active,
    trial_days_remaining: days,
    pending_subscription_upgrade: user.pendingSubscriptionUpgrade,
    pending_payment_method: user.pendingPaymentMethod,
    pending_invoice_id: user.pendingInvoiceId,
    receive_digests: user.receiveDigests,
    compact_results: user.compactResults,
    recommendations: user.recommendations,
    subscription: presentUserSubscription(user, subscription, days),
  };
}

/** Looks up the user's subscription and presents them: the one source of the access rule's input. */
export async function loadCurrentUser(db: Db, user: UserRow, now = new Date()): Promise<CurrentUser> {
  return presentUser(user, await findUserLicence(db, user.id), now);
}

/** Reads the user again after a change made during the request (pending flags, Stripe customer). */
export async function reloadCurrentUser(db: Db, userId: number): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', t('errors.accounts.userGone'));
  return loadCurrentUser(db, user);
}
