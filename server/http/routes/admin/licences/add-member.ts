import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { adminAddMember } from '../../../../domain/licences/admin-licence-members';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';
import { licenceAnswer } from './licence-answer';

const addMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.addMember),
    handler: async (request) => {
      const { invited } = await adminAddMember(db, app.config, currentUser(request).id, {
        licenceId: request.params.id,
        email: request.body.user_email,
      });
      if (invited) app.deliverMail();
      return licenceAnswer(db, request.params.id);
    },
  });
};

export default addMemberRoute;
