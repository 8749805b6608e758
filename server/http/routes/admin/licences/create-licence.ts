import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminSubscriptionBodySchema } from '../../../../../common/api/admin-subscriptions';
import { subscriptionSchema } from '../../../../../common/api/subscriptions';
import { createManualLicence } from '../../../../domain/licences/create-manual-licence';
import { currentUser } from '../../../auth';
import { licenceAnswer } from './licence-answer';

const createLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/v1/admin/subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Crear una suscripción manual para un usuario (solo administradores)',
        body: createAdminSubscriptionBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      licenceAnswer(db, await createManualLicence(db, currentUser(request).id, request.body)),
  );
};

export default createLicenceRoute;
