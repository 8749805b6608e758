import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RENEWAL_ROUTES } from '../../../../common/api/routes/renewals';
import { searchRenewals } from '../../../domain/renewals/search-renewals';
import { routeOf } from '../../contract-route';

/** Renewals: `/v1/procurement/renewals/search`, the contracts whose execution ends soon. */
const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(RENEWAL_ROUTES.search),
    handler: async (request) => searchRenewals(app.database.read, request.body),
  });
};

export default renewalRoutes;
