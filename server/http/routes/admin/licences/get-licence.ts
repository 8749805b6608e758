import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionParamsSchema, subscriptionSchema } from '../../../../../common/api/subscriptions';
import { licenceAnswer } from './licence-answer';

const getLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Una suscripción cualquiera con sus licencias (solo administradores)',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => licenceAnswer(db, request.params.id),
  );
};

export default getLicenceRoute;
