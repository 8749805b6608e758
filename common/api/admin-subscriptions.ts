import { z } from 'zod';
import { billingFrequencies } from '../pricing';

const quantitySchema = z.coerce
  .number({ error: 'El número de licencias debe ser numérico.' })
  .int({ error: 'El número de licencias debe ser un número entero.' })
  .min(1, { error: 'Debe haber al menos 1 usuario en la suscripción.' })
  .max(10_000, { error: 'Demasiadas licencias.' });

/** POST /v1/admin/subscriptions: a manual subscription for a user (licences default 1). */
export const createAdminSubscriptionBodySchema = z.object({
  user_id: z.coerce.number({ error: 'Falta el usuario.' }).int().positive(),
  quantity: quantitySchema.optional().default(1),
  billing_frequency: z.enum(billingFrequencies, { error: 'La periodicidad debe ser monthly o yearly.' }),
});
export type CreateAdminSubscriptionBody = z.input<typeof createAdminSubscriptionBodySchema>;

/** PUT /v1/admin/subscriptions/{id}: the status (active or canceled) and / or the licences. */
export const updateAdminSubscriptionBodySchema = z
  .object({
    status: z.enum(['active', 'canceled'], { error: 'El estado debe ser active o canceled.' }).optional(),
    quantity: quantitySchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.quantity !== undefined, {
    error: 'Indica el estado o el número de licencias.',
  });
export type UpdateAdminSubscriptionBody = z.input<typeof updateAdminSubscriptionBodySchema>;
