import type { FastifyInstance } from 'fastify';
import shareRoutes from './share';
import sourcesStatusRoutes from './status';

export default async function sourcesRoutes(app: FastifyInstance) {
  await app.register(sourcesStatusRoutes);
  await app.register(shareRoutes);
}
