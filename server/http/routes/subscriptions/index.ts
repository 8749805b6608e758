import type { FastifyInstance } from 'fastify';
import subscriptionRoutes from './subscription';
import subscriptionsListRoutes from './subscriptions-list';

/** Follows of tenders and of companies / contracting bodies (spec §7 Follows). */
export default async function subscriptionsRoutes(app: FastifyInstance) {
  await app.register(subscriptionRoutes);
  await app.register(subscriptionsListRoutes);
}
