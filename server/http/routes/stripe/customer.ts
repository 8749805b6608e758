import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRIPE_CUSTOMER_ROUTES } from '../../../../common/api/routes/stripe';
import { payInvoice } from '../../../domain/billing/invoices';
import { getCustomer, saveCustomer, setDefaultCard } from '../../../domain/billing/save-customer';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { AppError } from '../../../errors';
import { t } from '../../../messages';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** The signed-in user's Stripe customer: billing details and the card invoices are charged to. */
const customerRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  const db = app.database.db;
  const billing = () => requireBilling(opts.billing, app.config.contactEmail);

  app.route({
    ...routeOf(STRIPE_CUSTOMER_ROUTES.save),
    handler: async (request) =>
      callStripe(async () => {
        const b = billing();
        const customerId = await saveCustomer(db, b, currentUser(request), request.body);
        return getCustomer(b, customerId);
      }),
  });

  app.route({
    ...routeOf(STRIPE_CUSTOMER_ROUTES.show),
    handler: async (request) => callStripe(() => getCustomer(billing(), ownCustomerId(currentUser(request)))),
  });

  app.route({
    ...routeOf(STRIPE_CUSTOMER_ROUTES.updateCard),
    handler: async (request) =>
      callStripe(async () => {
        const b = billing();
        const user = currentUser(request);
        const customerId = ownCustomerId(user);
        await setDefaultCard(b, customerId, request.body.payment_method.token);
        // The new card settles what the old one could not pay.
        if (user.pendingInvoiceId) await payInvoice(db, b, user, user.pendingInvoiceId);
        return getCustomer(b, customerId);
      }),
  });
};

export function ownCustomerId(user: { stripeCustomerId: string | null }): string {
  if (!user.stripeCustomerId) throw new AppError('not_found', t('errors.billing.noCustomer'));
  return user.stripeCustomerId;
}

export default customerRoutes;
