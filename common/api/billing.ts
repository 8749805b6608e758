import { z } from 'zod';
import { billingFrequencies } from '../pricing';
import { API_TEXTS } from './texts';

/** The subscribe form's validation messages, shared by the form and the server's 400s. */
export const BILLING_MESSAGES = {
  name: API_TEXTS.billing.introduceNombreFacturacion,
  line1: API_TEXTS.billing.introduceCalle,
  postalCode: API_TEXTS.billing.introduceCodigoPostal,
  country: API_TEXTS.billing.introducePais,
  city: API_TEXTS.billing.introduceCiudad,
  state: API_TEXTS.billing.introduceProvincia,
  quantity: API_TEXTS.billing.haberMenos1UsuarioSuscripcion,
} as const;

const required = (message: string) => z.string(message).trim().min(1, message);

export const billingAddressSchema = z.object({
  line1: required(BILLING_MESSAGES.line1),
  line2: z.string().trim().optional().default(''),
  postal_code: required(BILLING_MESSAGES.postalCode),
  city: required(BILLING_MESSAGES.city),
  state: required(BILLING_MESSAGES.state),
  country: required(BILLING_MESSAGES.country),
});

export const licenceQuantitySchema = z.coerce
  .number(BILLING_MESSAGES.quantity)
  .int(BILLING_MESSAGES.quantity)
  .min(1, BILLING_MESSAGES.quantity)
  .max(10_000);

/**
 * Billing details of PUT /stripe/customers and POST /stripe/subscription; `token` is
 * the card's payment method from Stripe Elements (needed to subscribe, optional to update the
 * billing details); `billing_frequency` is ours, monthly unless told.
 */
export const billingPayloadSchema = z.object({
  name: required(BILLING_MESSAGES.name),
  address: billingAddressSchema,
  phone: z.string().trim().max(40).optional().default(''),
  quantity: licenceQuantitySchema.default(1),
  coupon: z.string().trim().max(100).optional().default(''),
  token: z.string().trim().max(255).optional(),
  billing_frequency: z.enum(billingFrequencies).default('monthly'),
});
export type BillingPayload = z.infer<typeof billingPayloadSchema>;

/**
 * POST /stripe/subscription's optional Idempotency-Key: the form sends one per attempt, so a
 * double submit reaches Stripe as the same customer and subscription, never two.
 */
export const subscribeHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(8).max(200).optional(),
});

/** Customer: where invoices go and the card they are charged to. */
export const customerSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  billing_address: z.object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  card: z.object({ brand: z.string(), funding: z.string(), last4: z.string() }).nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** PUT /stripe/customer: a new card for the invoices (retries a pending one). */
export const updatePaymentMethodBodySchema = z.object({
  payment_method: z.object({ token: z.string().trim().min(1, API_TEXTS.billing.faltaMetodoPago).max(255) }),
});

/** PUT /stripe/subscription: the licence count, or the automatic renewal (one of the two). */
export const updateSubscriptionBodySchema = z
  .object({ quantity: licenceQuantitySchema.optional(), cancel_at_period_end: z.boolean().optional() })
  .refine((b) => (b.quantity === undefined) !== (b.cancel_at_period_end === undefined), {
    message: API_TEXTS.billing.indicaQuantityCancelAtPeriod,
  });

export const prorationQuerySchema = z.object({ quantity: licenceQuantitySchema });

/** GET /stripe/subscription/proration: what changing to `quantity` licences is charged now (cents). */
export const prorationSchema = z.object({
  quantity: z.number().int(),
  currency: z.string(),
  subtotal: z.number().int(),
  total: z.number().int(),
  amount_due: z.number().int(),
});
export type Proration = z.infer<typeof prorationSchema>;

/** Invoice: dates in unix seconds, amounts in cents of `currency`. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  issue_date: z.number().int(),
  due_date: z.number().int().nullable(),
  currency: z.string(),
  subtotal: z.number().int(),
  total: z.number().int(),
  starting_balance: z.number().int(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
  status: z.string(),
  paid_at: z.number().int().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /stripe/invoices: the owner's invoices, newest first. */
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) });

export const invoiceParamsSchema = z.object({
  id: z.string().regex(/^in_\w+$/, API_TEXTS.billing.facturaNoValida),
});
