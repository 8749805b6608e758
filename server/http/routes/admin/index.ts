import type { FastifyInstance } from 'fastify';
import adminJobsRoutes from './jobs';
import adminLicenceRoutes from './licences';
import retryMailRoute from './mail/retry-mail';

/** `/v1/admin/*`: the job monitor, undelivered mail and manual licences; one file per operation. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminJobsRoutes);
  await app.register(retryMailRoute);
  await app.register(adminLicenceRoutes);
}
