import type { FastifyInstance } from 'fastify';
import searchRoutes from './search';

export default async function procurementRoutes(app: FastifyInstance) {
  await app.register(searchRoutes);
}
