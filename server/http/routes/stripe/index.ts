import type { FastifyInstance } from 'fastify';
import customerRoutes from './customer';
import invoiceRoutes from './invoices';
import subscriptionRoutes from './subscription';
import webhookRoutes from './webhook';

/** Card billing: the app's one Stripe client for every /stripe call; 503 without a key. */
export default async function stripeRoutes(app: FastifyInstance) {
  const billing = app.billing;
  await app.register(customerRoutes, { billing });
  await app.register(subscriptionRoutes, { billing });
  await app.register(invoiceRoutes, { billing });
  await app.register(webhookRoutes, { billing });
}
