import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRIPE_INVOICE_ROUTES } from '../../../../common/api/routes/stripe';
import { reloadCurrentUser } from '../../../domain/accounts/present-user';
import { invoicePdf, listInvoices, payInvoice } from '../../../domain/billing/invoices';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** The owner's invoices as the webhook and our own calls keep them; the PDF and paying one. */
const invoiceRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  const db = app.database.db;
  const billing = () => requireBilling(opts.billing, app.config.contactEmail);

  app.route({
    ...routeOf(STRIPE_INVOICE_ROUTES.list),
    handler: async (request) => {
      billing();
      return { invoices: await listInvoices(db, currentUser(request).id) };
    },
  });

  app.route({
    ...routeOf(STRIPE_INVOICE_ROUTES.pdf),
    handler: async (request, reply) => {
      const { fileName, pdf } = await callStripe(() =>
        invoicePdf(db, billing(), currentUser(request).id, request.params.id),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(pdf);
    },
  });

  app.route({
    ...routeOf(STRIPE_INVOICE_ROUTES.pay),
    handler: async (request) => {
      const user = currentUser(request);
      await callStripe(() => payInvoice(db, billing(), user, request.params.id));
      return reloadCurrentUser(db, user.id);
    },
  });
};

export default invoiceRoutes;
