import { z } from 'zod';
import { billingFrequencies } from '../pricing';
import { emailSchema } from './auth';
import { idParamsSchema } from './procurement-project';
import { billingTypeSchema, subscriptionStatusSchema } from './user';

/** Error catalogue (spec 001 §8): adding a member when every licence is in use. */
export const NO_LICENCES_LEFT_MESSAGE =
  'No se puede añadir el usuario a la suscripción porque ya se están usando todas las licencias disponibles.';

/** Error catalogue: any other failure to add a member. */
export function addMemberErrorMessage(contactEmail: string): string {
  return `Se ha producido un error, si persiste, por favor contacte con ${contactEmail}`;
}

export const subscriptionParamsSchema = idParamsSchema;
export const subscriptionMemberParamsSchema = idParamsSchema.extend({
  userId: idParamsSchema.shape.id,
});

/** POST /v1/subscriptions/{id}/user */
export const addMemberBodySchema = z.object({ user_email: emailSchema });

/** A licence holder with the activity the owner sees in the members table (spec 001 §3). */
export const subscriptionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  total_alerts: z.number().int(),
  unprocessed_notifications: z.number().int(),
  total_notifications: z.number().int(),
  last_notification_date: z.iso.datetime().nullable(),
});
export type SubscriptionUser = z.infer<typeof subscriptionUserSchema>;

/** GET /v1/subscriptions/{id} (spec 001 §3 Subscription); also the answer of the member calls. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: subscriptionStatusSchema,
  owner: z.object({ id: z.number().int(), email: z.string() }),
  quantity: z.number().int(),
  used: z.number().int(),
  billing_type: billingTypeSchema,
  billing_frequency: z.enum(billingFrequencies),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.iso.datetime().nullable(),
  users: z.array(subscriptionUserSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
