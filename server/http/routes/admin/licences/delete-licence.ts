import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../../../common/api/auth';
import { subscriptionParamsSchema } from '../../../../../common/api/subscriptions';
import { deleteLicence } from '../../../../domain/licences/delete-licence';
import { t } from '../../../../messages';
import { currentUser } from '../../../auth';

const deleteLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.delete(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Borrar una suscripción manual y sus licencias (solo administradores)',
        params: subscriptionParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteLicence(db, currentUser(request).id, request.params.id);
      return { message: t('admin.subscription.deleted') };
    },
  );
};

export default deleteLicenceRoute;
