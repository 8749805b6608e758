import type { FastifyInstance } from 'fastify';
import adminUserMonitoringRoutes from './user-monitoring';
import adminUsersRoutes from './users';

/** `/v1/users/*` (admin only): the users table, one account, and a user's alerts and follows. */
export default async function usersRoutes(app: FastifyInstance) {
  await app.register(adminUsersRoutes);
  await app.register(adminUserMonitoringRoutes);
}
