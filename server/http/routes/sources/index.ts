import type { FastifyInstance } from 'fastify';
import sourcesStatusRoutes from './status';

export default async function sourcesRoutes(app: FastifyInstance) {
  await app.register(sourcesStatusRoutes);
}
