import type { FastifyInstance } from 'fastify';
import alertNotificationsRoutes from './alert-notifications';
import alertsRoutes from './alerts';

export default async function alertRoutes(app: FastifyInstance) {
  await app.register(alertsRoutes);
  await app.register(alertNotificationsRoutes);
}
