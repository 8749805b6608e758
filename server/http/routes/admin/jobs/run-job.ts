import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOB_ROUTES } from '../../../../../common/api/routes/admin';
import { runJobNow } from '../../../../jobs/admin/run-job';
import { jobs } from '../../../../jobs/registry';
import { routeOf } from '../../../contract-route';

const runJobRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_JOB_ROUTES.run),
    handler: async (request) => runJobNow(app.queue, jobs, request.params.name, request.body ?? {}),
  });
};

export default runJobRoute;
