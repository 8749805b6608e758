import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOB_ROUTES } from '../../../../../common/api/routes/admin';
import { deleteFailedJob } from '../../../../jobs/admin/delete-failed-job';
import { jobs } from '../../../../jobs/registry';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';

const deleteJobRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_JOB_ROUTES.deleteRun),
    handler: async (request, reply) => {
      const { name, id } = request.params;
      await deleteFailedJob(app.queue, jobs, name, id);
      request.log.info(
        { job: name, jobId: id, adminId: currentUser(request).id },
        'failed job deleted by an admin',
      );
      return reply.code(204).send(null);
    },
  });
};

export default deleteJobRunRoute;
