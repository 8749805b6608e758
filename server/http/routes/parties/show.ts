import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTY_ROUTES } from '../../../../common/api/routes/parties';
import { getParty } from '../../../domain/parties/get-party';
import { routeOf } from '../../contract-route';

const showPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(PARTY_ROUTES.show),
    handler: async (request) => getParty(app.database.read, request.params.id),
  });
};

export default showPartyRoutes;
