import type { FastifyInstance } from 'fastify';
import adminJobsRoutes from './jobs';
import adminLicenceRoutes from './licences';

/** `/v1/admin/*`: the job monitor and manual licences. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminJobsRoutes);
  await app.register(adminLicenceRoutes);
}
