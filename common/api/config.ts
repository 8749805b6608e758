import { z } from 'zod';

/** GET /v1/config: the public settings the app shows to everyone (landing page, trial banner). */
export const publicConfigSchema = z.object({
  /** The product's contact address (CONTACT_EMAIL), where visitors and expired trials write. */
  contact_email: z.email(),
  /** Stripe's publishable key for the card field; null when card payment is not configured. */
  stripe_publishable_key: z.string().nullable(),
  /** Free days a new account gets (TRIAL_DAYS); 0: no trial is offered. */
  trial_days: z.number().int().min(0),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
