import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunParamsSchema, jobRunSchema } from '../../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../../common/api/errors';
import { retryFailedJob } from '../../../../jobs/admin/retry-failed-job';
import { jobs } from '../../../../jobs/registry';
import { currentUser } from '../../../auth';

const retryJobRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/jobs/:name/runs/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reintentar una ejecución fallida (solo administradores)',
        params: jobRunParamsSchema,
        response: {
          200: jobRunSchema,
          404: errorResponseSchema.describe('No existe ese trabajo o esa ejecución'),
          409: errorResponseSchema.describe('La ejecución no ha fallado'),
        },
      },
    },
    async (request) => {
      const { name, id } = request.params;
      const run = await retryFailedJob(app.queue, jobs, name, id);
      request.log.info(
        { job: name, jobId: id, adminId: currentUser(request).id },
        'failed job retried by an admin',
      );
      return run;
    },
  );
};

export default retryJobRunRoute;
