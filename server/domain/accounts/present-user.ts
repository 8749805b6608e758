import { createHash } from 'node:crypto';
import type { CurrentUser } from '../../../common/api/user';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
const DAY_MS = 86_400_000;

export function trialDaysRemaining(user: Pick<UserRow, 'trialEndsAt'>, now = new Date()): number {
  return Math.max(0, Math.ceil((user.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

export function presentUser(user: UserRow, now = new Date()): CurrentUser {
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
    pending_subscription_upgrade: false,
    pending_payment_method: false,
    pending_invoice_id: null,
    subscription: { id: null, status: days > 0 ? 'trial' : 'expired', trial_days_remaining: days },
  };
}
