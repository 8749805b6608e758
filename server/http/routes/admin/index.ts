import type { FastifyInstance } from 'fastify';
import adminJobsRoutes from './jobs';
import adminSubscriptionRoutes from './subscriptions';
import adminUserMonitoringRoutes from './user-monitoring';
import adminUsersRoutes from './users';

export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminJobsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminUserMonitoringRoutes);
  await app.register(adminSubscriptionRoutes);
}
