import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTY_ROUTES } from '../../../../common/api/routes/parties';
import { listPartyContractedTenders } from '../../../domain/parties/list-party-contracted-tenders';
import { routeOf } from '../../contract-route';

const contractedTendersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(PARTY_ROUTES.tenders),
    handler: async (request) =>
      listPartyContractedTenders(app.database.read, request.params.id, request.body),
  });
};

export default contractedTendersRoutes;
