import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTY_ROUTES } from '../../../../common/api/routes/parties';
import { searchParties } from '../../../domain/parties/search-parties';
import { routeOf } from '../../contract-route';

const searchPartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(PARTY_ROUTES.search),
    handler: async (request) => searchParties(app.database.read, request.body),
  });
};

export default searchPartiesRoutes;
