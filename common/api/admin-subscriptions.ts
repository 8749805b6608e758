import { z } from 'zod';
import { madridToday } from '../calendar';
import { billingFrequencies } from '../pricing';
import { dateSchema, idParamSchema } from './fields';

const quantitySchema = z.coerce
  .number({ error: 'El número de licencias debe ser numérico.' })
  .int({ error: 'El número de licencias debe ser un número entero.' })
  .min(1, { error: 'Debe haber al menos 1 usuario en la suscripción.' })
  .max(10_000, { error: 'Demasiadas licencias.' });

/**
 * The last day (Madrid) a manual subscription is valid, YYYY-MM-DD: today or later, since a
 * period that has already ended would only be expired again that night.
 */
const periodEndSchema = dateSchema(
  'La fecha «Válida hasta» (current_period_end) debe tener el formato AAAA-MM-DD.',
).refine((day) => day >= madridToday(), {
  error: 'La fecha «Válida hasta» (current_period_end) no puede ser anterior a hoy.',
});

/** POST /v1/admin/subscriptions: a manual subscription for a user (licences default 1). */
export const createAdminSubscriptionBodySchema = z.object({
  user_id: idParamSchema('Falta el usuario.'),
  quantity: quantitySchema.optional().default(1),
  billing_frequency: z.enum(billingFrequencies, { error: 'La periodicidad debe ser monthly o yearly.' }),
  /** Defaults to one month or one year from today, by billing_frequency. */
  current_period_end: periodEndSchema.optional(),
});
export type CreateAdminSubscriptionBody = z.input<typeof createAdminSubscriptionBodySchema>;

/** PUT /v1/admin/subscriptions/{id}: the status (active or canceled), the licences and / or the period end. */
export const updateAdminSubscriptionBodySchema = z
  .object({
    status: z.enum(['active', 'canceled'], { error: 'El estado debe ser active o canceled.' }).optional(),
    quantity: quantitySchema.optional(),
    current_period_end: periodEndSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Indica el estado, el número de licencias o la fecha «Válida hasta».',
  });
export type UpdateAdminSubscriptionBody = z.input<typeof updateAdminSubscriptionBodySchema>;
