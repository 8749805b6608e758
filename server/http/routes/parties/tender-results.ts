import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTY_ROUTES } from '../../../../common/api/routes/parties';
import { listPartyTenderResults } from '../../../domain/parties/list-party-tender-results';
import { routeOf } from '../../contract-route';

const partyTenderResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(PARTY_ROUTES.awards),
    handler: async (request) => listPartyTenderResults(app.database.read, request.params.id, request.body),
  });
};

export default partyTenderResultsRoutes;
