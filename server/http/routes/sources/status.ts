import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_ROUTES } from '../../../../common/api/routes/sources';
import { dataStatus } from '../../../domain/sources/data-status';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const sourcesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(SOURCE_ROUTES.status),
    handler: async (request) => dataStatus(app.database.db, { admin: currentUser(request).role === 'admin' }),
  });
};

export default sourcesStatusRoutes;
