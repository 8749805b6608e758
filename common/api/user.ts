import { z } from 'zod';
import { billingFrequencies } from '../pricing';
import { API_TEXTS } from './texts';

export const TRIAL_DAYS = 15;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 35;

export const roleSchema = z.enum(['user', 'admin']);

export const billingTypeSchema = z.enum(['stripe', 'manual']);
export const subscriptionStatusSchema = z.enum(['active', 'canceled', 'expired']);

/** A licence holder as the current user's subscription lists them. */
export const subscriptionUserBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/**
 * The subscription block of the current user (`User.subscription`). Without licences
 * the user only has the trial: status `trial` while days remain, `expired` at 0, and the
 * subscription fields are null; `owner` says whether the current user owns the licences.
 */
export const userSubscriptionSchema = z.object({
  id: z.number().int().nullable(),
  status: z.enum([...subscriptionStatusSchema.options, 'trial']),
  trial_days_remaining: z.number().int().min(0),
  quantity: z.number().int().nullable(),
  used: z.number().int().nullable(),
  owner_email: z.string().nullable(),
  owner: z.boolean(),
  users: z.array(subscriptionUserBriefSchema),
  billing_type: billingTypeSchema.nullable(),
  billing_frequency: z.enum(billingFrequencies).nullable(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.iso.datetime().nullable(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** The block of a user without licences: on trial, or expired when no days are left. */
export function trialSubscription(trialDaysRemaining: number): UserSubscription {
  return {
    id: null,
    status: trialDaysRemaining > 0 ? 'trial' : 'expired',
    trial_days_remaining: trialDaysRemaining,
    quantity: null,
    used: null,
    owner_email: null,
    owner: false,
    users: [],
    billing_type: null,
    billing_frequency: null,
    cancel_at_period_end: false,
    current_period_end: null,
  };
}

/** GET /v1/user: the signed-in account, its role and its subscription. */
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
  /** Whether digest e-mails are sent (off after a one-click unsubscribe; the inbox fills either way). */
  receive_digests: z.boolean(),
  /** 'Vista compacta': result lists show one dense row per tender instead of the fuller default rows. */
  compact_results: z.boolean(),
  /** 'Recomendadas para ti': the inbox also gets open tenders no alert matched that the user's score rates high. */
  recommendations: z.boolean(),
  subscription: userSubscriptionSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PUT /v1/user/preferences: 'Vista compacta' and 'Recomendadas para ti'; at least one of the two. */
export const userPreferencesBodySchema = z
  .object({ compact_results: z.boolean().optional(), recommendations: z.boolean().optional() })
  .refine((body) => body.compact_results !== undefined || body.recommendations !== undefined, {
    error: API_TEXTS.user.indicaPreferencia,
  });
export type UserPreferences = z.infer<typeof userPreferencesBodySchema>;

/**
 * The tender screens are open to an active subscription or a trial with days left, and always to
 * admins: they are staff, who look at what users see and run their alerts, licence or not.
 */
export function hasTenderAccess(
  user: Pick<CurrentUser, 'role'> & {
    subscription: Pick<UserSubscription, 'status' | 'trial_days_remaining'>;
  },
): boolean {
  return (
    user.role === 'admin' ||
    user.subscription.status === 'active' ||
    user.subscription.trial_days_remaining > 0
  );
}
