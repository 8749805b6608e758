import { z } from 'zod';
import {
  billingPayloadSchema,
  customerSchema,
  invoiceParamsSchema,
  invoicesResponseSchema,
  prorationQuerySchema,
  prorationSchema,
  updatePaymentMethodBodySchema,
  updateSubscriptionBodySchema,
} from '../billing';
import { defineRoute } from '../contract';
import { currentUserSchema } from '../user';

const tags = ['facturación'];

/** The signed-in user's Stripe customer: billing details and the card invoices are charged to. */
export const STRIPE_CUSTOMER_ROUTES = {
  save: defineRoute({
    method: 'PUT',
    path: '/stripe/customers',
    access: 'signed-in',
    tags,
    summary: 'Guardar los datos de facturación (y la tarjeta, si viene)',
    body: billingPayloadSchema,
    response: { 200: customerSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/stripe/customer',
    access: 'signed-in',
    tags,
    summary: 'Datos de facturación y tarjeta',
    response: { 200: customerSchema },
  }),
  updateCard: defineRoute({
    method: 'PUT',
    path: '/stripe/customer',
    access: 'signed-in',
    tags,
    summary: 'Cambiar la tarjeta con la que se pagan las facturas',
    body: updatePaymentMethodBodySchema,
    response: { 200: customerSchema },
  }),
};

/** Subscribe, change licences or renewal, cancel: each answers the user with the new subscription. */
export const STRIPE_SUBSCRIPTION_ROUTES = {
  create: defineRoute({
    method: 'POST',
    path: '/stripe/subscription',
    access: 'signed-in',
    tags,
    summary: 'Suscribirse: datos de facturación, tarjeta y número de licencias; se cobra al momento',
    body: billingPayloadSchema,
    response: { 200: currentUserSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/stripe/subscription',
    access: 'signed-in',
    tags,
    summary: 'Cambiar el número de licencias (prorrateado) o la renovación automática',
    body: updateSubscriptionBodySchema,
    response: { 200: currentUserSchema },
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/stripe/subscription',
    access: 'signed-in',
    tags,
    summary: 'Cancelar la suscripción ya',
    response: { 200: currentUserSchema },
  }),
  proration: defineRoute({
    method: 'GET',
    path: '/stripe/subscription/proration',
    access: 'signed-in',
    tags,
    summary: 'Lo que se cobraría hoy al cambiar a `quantity` licencias',
    querystring: prorationQuerySchema,
    response: { 200: prorationSchema },
  }),
};

/** The owner's invoices as the webhook and our own calls keep them; the PDF and paying one. */
export const STRIPE_INVOICE_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/stripe/invoices',
    access: 'signed-in',
    tags,
    summary: 'Facturas, la más reciente primero',
    response: { 200: invoicesResponseSchema },
  }),
  /** A PDF file, sent as an attachment. */
  pdf: defineRoute({
    method: 'GET',
    path: '/stripe/invoices/:id',
    access: 'signed-in',
    tags,
    summary: 'El PDF de una factura (fecha_número.pdf)',
    params: invoiceParamsSchema,
  }),
  pay: defineRoute({
    method: 'GET',
    path: '/stripe/invoices/:id/pay',
    access: 'signed-in',
    tags,
    summary: 'Pagar una factura pendiente con la tarjeta actual',
    params: invoiceParamsSchema,
    response: { 200: currentUserSchema },
  }),
};

/** Stripe's events, accepted only with a valid signature of the raw body. */
export const STRIPE_WEBHOOK_ROUTES = {
  receive: defineRoute({
    method: 'POST',
    path: '/stripe/webhook',
    access: { token: 'stripe-signature' },
    tags,
    summary: 'Eventos de Stripe (firmados): facturas y cambios de suscripción',
    response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
  }),
};
