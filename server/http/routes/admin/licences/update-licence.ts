import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateAdminSubscriptionBodySchema } from '../../../../../common/api/admin-subscriptions';
import { subscriptionParamsSchema, subscriptionSchema } from '../../../../../common/api/subscriptions';
import { updateLicence } from '../../../../domain/licences/update-licence';
import { currentUser } from '../../../auth';
import { licenceAnswer } from './licence-answer';

const updateLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.put(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Cambiar el estado, las licencias o la fecha «Válida hasta» de una suscripción manual (solo administradores)',
        params: subscriptionParamsSchema,
        body: updateAdminSubscriptionBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      await updateLicence(db, currentUser(request).id, request.params.id, request.body);
      return licenceAnswer(db, request.params.id);
    },
  );
};

export default updateLicenceRoute;
