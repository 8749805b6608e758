import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../../common/api/health';
import { checkHealth } from '../../../jobs/check-health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', sessionless: true },
      schema: {
        tags: ['sistema'],
        summary: 'Estado de la base de datos y de la cola de trabajos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database);
      return reply.status(health.database.status === 'ok' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;
