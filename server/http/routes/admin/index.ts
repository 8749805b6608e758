import type { FastifyInstance } from 'fastify';
import adminJobsRoutes from './jobs';

export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminJobsRoutes);
}
