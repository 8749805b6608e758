import type { FastifyInstance } from 'fastify';
import followRoutes from './follow';
import followsListRoutes from './follows-list';

/**
 * Follows of tenders and of companies / contracting bodies: `/v1/procurement_project_subscriptions`,
 * `/v1/procurement_party_subscriptions` and `/v1/procurement_{projects,party}/:id/subscription`.
 */
export default async function followsRoutes(app: FastifyInstance) {
  await app.register(followRoutes);
  await app.register(followsListRoutes);
}
