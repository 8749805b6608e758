import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingPayloadSchema,
  customerSchema,
  updatePaymentMethodBodySchema,
} from '../../../../common/api/billing';
import { payInvoice } from '../../../domain/billing/invoices';
import { getCustomer, saveCustomer, setDefaultCard } from '../../../domain/billing/save-customer';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { AppError } from '../../../errors';
import { t } from '../../../messages';
import { currentUser } from '../../auth';

/** The signed-in user's Stripe customer: billing details and the card invoices are charged to. */
const customerRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  const db = app.database.db;
  const tags = ['facturación'];
  const billing = () => requireBilling(opts.billing, app.config.contactEmail);

  app.put(
    '/stripe/customers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Guardar los datos de facturación (y la tarjeta, si viene)',
        body: billingPayloadSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      callStripe(async () => {
        const b = billing();
        const customerId = await saveCustomer(db, b, currentUser(request), request.body);
        return getCustomer(b, customerId);
      }),
  );

  app.get(
    '/stripe/customer',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Datos de facturación y tarjeta', response: { 200: customerSchema } },
    },
    async (request) => callStripe(() => getCustomer(billing(), ownCustomerId(currentUser(request)))),
  );

  app.put(
    '/stripe/customer',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Cambiar la tarjeta con la que se pagan las facturas',
        body: updatePaymentMethodBodySchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      callStripe(async () => {
        const b = billing();
        const user = currentUser(request);
        const customerId = ownCustomerId(user);
        await setDefaultCard(b, customerId, request.body.payment_method.token);
        // The new card settles what the old one could not pay.
        if (user.pendingInvoiceId) await payInvoice(db, b, user, user.pendingInvoiceId);
        return getCustomer(b, customerId);
      }),
  );
};

export function ownCustomerId(user: { stripeCustomerId: string | null }): string {
  if (!user.stripeCustomerId) throw new AppError('not_found', t('errors.billing.noCustomer'));
  return user.stripeCustomerId;
}

export default customerRoutes;
