import type { FastifyInstance } from 'fastify';
import cpvCodesRoutes from './cpv-codes';
import searchRoutes from './search';
import showProjectRoutes from './show-project';

export default async function procurementRoutes(app: FastifyInstance) {
  await app.register(searchRoutes);
  await app.register(showProjectRoutes);
  await app.register(cpvCodesRoutes);
}
