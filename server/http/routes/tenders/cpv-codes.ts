import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CPV_ROUTES } from '../../../../common/api/routes/tenders';
import { searchCpvCodes } from '../../../domain/tenders/search-cpv-codes';
import { routeOf } from '../../contract-route';

const cpvCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(CPV_ROUTES.search),
    handler: async (request) => searchCpvCodes(app.database.read, request.query),
  });
};

export default cpvCodesRoutes;
