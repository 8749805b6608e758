import { z } from 'zod';
import { madridToday } from '../calendar';
import { billingFrequencies } from '../pricing';
import { dateSchema, idParamSchema } from './fields';
import { API_TEXTS } from './texts';

const quantitySchema = z.coerce
  .number({ error: API_TEXTS.adminSubscriptions.numeroLicenciasNumerico })
  .int({ error: API_TEXTS.adminSubscriptions.numeroLicenciasNumeroEntero })
  .min(1, { error: API_TEXTS.adminSubscriptions.haberMenos1UsuarioSuscripcion })
  .max(10_000, { error: API_TEXTS.adminSubscriptions.demasiadasLicencias });

/**
 * The last day (Madrid) a manual subscription is valid, YYYY-MM-DD: today or later, since a
 * period that has already ended would only be expired again that night.
 */
const periodEndSchema = dateSchema(API_TEXTS.adminSubscriptions.validaHastaFormato).refine(
  (day) => day >= madridToday(),
  {
    error: API_TEXTS.adminSubscriptions.validaHastaAnteriorHoy,
  },
);

/** POST /v1/admin/subscriptions: a manual subscription for a user (licences default 1). */
export const createAdminSubscriptionBodySchema = z.object({
  user_id: idParamSchema(API_TEXTS.adminSubscriptions.faltaUsuario),
  quantity: quantitySchema.optional().default(1),
  billing_frequency: z.enum(billingFrequencies, {
    error: API_TEXTS.adminSubscriptions.periodicidadMonthlyYearly,
  }),
  /** Defaults to one month or one year from today, by billing_frequency. */
  current_period_end: periodEndSchema.optional(),
});
export type CreateAdminSubscriptionBody = z.input<typeof createAdminSubscriptionBodySchema>;

/** PUT /v1/admin/subscriptions/{id}: the status (active or canceled), the licences and / or the period end. */
export const updateAdminSubscriptionBodySchema = z
  .object({
    status: z
      .enum(['active', 'canceled'], { error: API_TEXTS.adminSubscriptions.estadoActiveCanceled })
      .optional(),
    quantity: quantitySchema.optional(),
    current_period_end: periodEndSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: API_TEXTS.adminSubscriptions.indicaEstadoNumeroLicenciasFecha,
  });
export type UpdateAdminSubscriptionBody = z.input<typeof updateAdminSubscriptionBodySchema>;
