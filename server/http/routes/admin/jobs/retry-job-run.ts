import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOB_ROUTES } from '../../../../../common/api/routes/admin';
import { retryFailedJob } from '../../../../jobs/admin/retry-failed-job';
import { jobs } from '../../../../jobs/registry';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';

const retryJobRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_JOB_ROUTES.retryRun),
    handler: async (request) => {
      const { name, id } = request.params;
      const run = await retryFailedJob(app.queue, jobs, name, id);
      request.log.info(
        { job: name, jobId: id, adminId: currentUser(request).id },
        'failed job retried by an admin',
      );
      return run;
    },
  });
};

export default retryJobRunRoute;
