import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { createManualLicence } from '../../../../domain/licences/create-manual-licence';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';
import { licenceAnswer } from './licence-answer';

const createLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.create),
    handler: async (request) =>
      licenceAnswer(db, await createManualLicence(db, currentUser(request).id, request.body)),
  });
};

export default createLicenceRoute;
