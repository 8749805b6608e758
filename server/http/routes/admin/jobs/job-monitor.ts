import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOB_ROUTES } from '../../../../../common/api/routes/admin';
import { getJobMonitor } from '../../../../jobs/admin/job-monitor';
import { jobs } from '../../../../jobs/registry';
import { routeOf } from '../../../contract-route';

const jobMonitorRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_JOB_ROUTES.monitor),
    handler: async () => getJobMonitor(app.queue, jobs, app.database.db),
  });
};

export default jobMonitorRoute;
