import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { adminRemoveMember } from '../../../../domain/licences/admin-licence-members';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';
import { licenceAnswer } from './licence-answer';

const removeMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.removeMember),
    handler: async (request) => {
      await adminRemoveMember(db, currentUser(request).id, {
        licenceId: request.params.id,
        userId: request.params.userId,
      });
      return licenceAnswer(db, request.params.id);
    },
  });
};

export default removeMemberRoute;
