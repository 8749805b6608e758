import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { updateLicence } from '../../../../domain/licences/update-licence';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';
import { licenceAnswer } from './licence-answer';

const updateLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.update),
    handler: async (request) => {
      await updateLicence(db, currentUser(request).id, request.params.id, request.body);
      return licenceAnswer(db, request.params.id);
    },
  });
};

export default updateLicenceRoute;
