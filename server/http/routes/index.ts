import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';

/** One folder per URL area; each registers its own paths under the spec's prefixes. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
