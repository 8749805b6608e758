import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOB_ROUTES } from '../../../../../common/api/routes/admin';
import { getJobRun } from '../../../../jobs/admin/get-job-run';
import { jobs } from '../../../../jobs/registry';
import { routeOf } from '../../../contract-route';

const getJobRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_JOB_ROUTES.showRun),
    handler: async (request) => getJobRun(app.queue, jobs, request.params.name, request.params.id),
  });
};

export default getJobRunRoute;
