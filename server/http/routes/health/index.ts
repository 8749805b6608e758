import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_ROUTES } from '../../../../common/api/routes/health';
import { checkHealth } from '../../../jobs/check-health';
import { routeOf } from '../../contract-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOf(HEALTH_ROUTES.show);
  app.route({
    ...route,
    // Reads no session, so it answers even while the database (where sessions live) is down.
    config: { ...route.config, sessionless: true },
    handler: async (_request, reply) => {
      const health = await checkHealth(app.database);
      return reply.status(health.database.status === 'ok' ? 200 : 503).send(health);
    },
  });
};

export default healthRoutes;
