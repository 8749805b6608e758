import { z } from 'zod';

export const TRIAL_DAYS = 15;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 35;

export const roleSchema = z.enum(['user', 'admin']);

/**
 * The subscription block of the current user. Until billing exists a user only has the trial:
 * status `trial` while days remain, `expired` at 0; `active`/`canceled` come with licences.
 */
export const userSubscriptionSchema = z.object({
  id: z.number().int().nullable(),
  status: z.enum(['active', 'canceled', 'expired', 'trial']),
  trial_days_remaining: z.number().int().min(0),
});

/** GET /v1/user (spec 001 §3 User). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  gravatar_url: z.string(),
  created_at: z.iso.datetime(),
  confirmed: z.boolean(),
  last_sign_in_at: z.iso.datetime().nullable(),
  active: z.boolean(),
  trial_days_remaining: z.number().int().min(0),
  pending_subscription_upgrade: z.boolean(),
  pending_payment_method: z.boolean(),
  pending_invoice_id: z.string().nullable(),
  subscription: userSubscriptionSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The tender screens are open to an active subscription or a trial with days left. */
export function hasTenderAccess(user: Pick<CurrentUser, 'subscription'>): boolean {
  return user.subscription.status === 'active' || user.subscription.trial_days_remaining > 0;
}
