import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MY_COMPANY_ROUTES } from '../../../../common/api/routes/my-company';
import { myCompanyOf } from '../../../domain/company/my-company';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** 'Mi empresa': `/v1/my_company`, the profile's company and its renewals. */
const myCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(MY_COMPANY_ROUTES.show),
    handler: async (request) => myCompanyOf(app.database, currentUser(request).id, request.query),
  });
};

export default myCompanyRoutes;
