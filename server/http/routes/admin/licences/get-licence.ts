import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { routeOf } from '../../../contract-route';
import { licenceAnswer } from './licence-answer';

const getLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.show),
    handler: async (request) => licenceAnswer(db, request.params.id),
  });
};

export default getLicenceRoute;
