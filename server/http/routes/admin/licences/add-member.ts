import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberBodySchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../../../../../common/api/subscriptions';
import { adminAddMember } from '../../../../domain/licences/admin-licence-members';
import { currentUser } from '../../../auth';
import { licenceAnswer } from './licence-answer';

const addMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/v1/admin/subscriptions/:id/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Dar una licencia de la suscripción a un correo (solo administradores)',
        params: subscriptionParamsSchema,
        body: addMemberBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const { invited } = await adminAddMember(db, app.config, currentUser(request).id, {
        licenceId: request.params.id,
        email: request.body.user_email,
      });
      if (invited) app.deliverMail();
      return licenceAnswer(db, request.params.id);
    },
  );
};

export default addMemberRoute;
