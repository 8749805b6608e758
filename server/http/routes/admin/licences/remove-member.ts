import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionMemberParamsSchema, subscriptionSchema } from '../../../../../common/api/subscriptions';
import { adminRemoveMember } from '../../../../domain/licences/admin-licence-members';
import { currentUser } from '../../../auth';
import { licenceAnswer } from './licence-answer';

const removeMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.delete(
    '/v1/admin/subscriptions/:id/user/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Quitar una licencia de la suscripción (no al propietario; solo administradores)',
        params: subscriptionMemberParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      await adminRemoveMember(db, currentUser(request).id, {
        licenceId: request.params.id,
        userId: request.params.userId,
      });
      return licenceAnswer(db, request.params.id);
    },
  );
};

export default removeMemberRoute;
