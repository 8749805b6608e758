import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TENDER_ROUTES } from '../../../../common/api/routes/tenders';
import { getTenderDetail } from '../../../domain/tenders/get-tender-detail';
import { routeOf } from '../../contract-route';

const showTenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(TENDER_ROUTES.show),
    handler: async (request) => getTenderDetail(app.database.read, request.params.id),
  });
};

export default showTenderRoutes;
