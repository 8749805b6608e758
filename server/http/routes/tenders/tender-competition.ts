import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TENDER_ROUTES } from '../../../../common/api/routes/tenders';
import { getTenderCompetition } from '../../../domain/tenders/get-tender-competition';
import { routeOf } from '../../contract-route';

const tenderCompetitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(TENDER_ROUTES.competition),
    handler: async (request) => getTenderCompetition(app.database.read, request.params.id),
  });
};

export default tenderCompetitionRoutes;
