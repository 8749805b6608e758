import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceParamsSchema, invoicesResponseSchema } from '../../../../common/api/billing';
import { currentUserSchema } from '../../../../common/api/user';
import { reloadCurrentUser } from '../../../domain/accounts/present-user';
import { invoicePdf, listInvoices, payInvoice } from '../../../domain/billing/invoices';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { currentUser } from '../../auth';

/** The owner's invoices as the webhook and our own calls keep them; the PDF and paying one. */
const invoiceRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  const db = app.database.db;
  const tags = ['facturación'];
  const billing = () => requireBilling(opts.billing, app.config.contactEmail);

  app.get(
    '/stripe/invoices',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Facturas, la más reciente primero',
        response: { 200: invoicesResponseSchema },
      },
    },
    async (request) => {
      billing();
      return { invoices: await listInvoices(db, currentUser(request).id) };
    },
  );

  app.get(
    '/stripe/invoices/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'El PDF de una factura (fecha_número.pdf)', params: invoiceParamsSchema },
    },
    async (request, reply) => {
      const { fileName, pdf } = await callStripe(() =>
        invoicePdf(db, billing(), currentUser(request).id, request.params.id),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(pdf);
    },
  );

  app.get(
    '/stripe/invoices/:id/pay',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Pagar una factura pendiente con la tarjeta actual',
        params: invoiceParamsSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await callStripe(() => payInvoice(db, billing(), user, request.params.id));
      return reloadCurrentUser(db, user.id);
    },
  );
};

export default invoiceRoutes;
