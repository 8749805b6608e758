import { z } from 'zod';
import { billingFrequencies } from '../pricing';
import { emailSchema } from './auth';
import { idParamsSchema } from './procurement-project';
import { API_TEXTS, fillText } from './texts';
import { billingTypeSchema, subscriptionStatusSchema } from './user';

/** The error of adding a member when every licence is in use. */
export const NO_LICENCES_LEFT_MESSAGE = API_TEXTS.subscriptions.noPuedeAnadirUsuarioSuscripcion;

/** Error catalogue: any other failure to add a member. */
export function addMemberErrorMessage(contactEmail: string): string {
  return fillText(API_TEXTS.subscriptions.haProducidoErrorSiPersiste, { contactEmail });
}

export const subscriptionParamsSchema = idParamsSchema;
export const subscriptionMemberParamsSchema = idParamsSchema.extend({
  userId: idParamsSchema.shape.id,
});

/** POST /v1/subscriptions/{id}/user */
export const addMemberBodySchema = z.object({ user_email: emailSchema });

/** A licence holder with the activity the owner sees in the members table. */
export const subscriptionMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  total_alerts: z.number().int(),
  unprocessed_notifications: z.number().int(),
  total_notifications: z.number().int(),
  last_notification_date: z.iso.datetime().nullable(),
  pending: z.literal(false),
});
export type SubscriptionMember = z.infer<typeof subscriptionMemberSchema>;

/**
 * A licence offered to an address that has not accepted it yet: it takes a seat, and only the
 * address is shown (nothing of the account, not even whether there is one). `id` is the
 * invitation's, for withdrawing it; `expired`: its link no longer works (offering again resends it).
 */
export const pendingMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  pending: z.literal(true),
  expired: z.boolean(),
});

export const subscriptionUserSchema = z.discriminatedUnion('pending', [
  subscriptionMemberSchema,
  pendingMemberSchema,
]);
export type SubscriptionUser = z.infer<typeof subscriptionUserSchema>;

export const subscriptionInvitationParamsSchema = idParamsSchema.extend({
  invitationId: idParamsSchema.shape.id,
});

/** PUT /v1/subscriptions/invitation: the signed-in person accepts the licence e-mailed to them. */
export const acceptLicenceBodySchema = z.object({ token: z.string().min(1).max(200) });

/** GET /v1/subscriptions/{id}: a licence bundle and its members; also the member calls' answer. */
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
