import type { FastifyInstance } from 'fastify';
import alertFeedRoutes from './alert-feed';
import alertNotificationsRoutes from './alert-notifications';
import alertSuggestionRoutes from './alert-suggestions';
import alertsRoutes from './alerts';

export default async function alertRoutes(app: FastifyInstance) {
  await app.register(alertsRoutes);
  await app.register(alertNotificationsRoutes);
  await app.register(alertFeedRoutes);
  await app.register(alertSuggestionRoutes);
}
