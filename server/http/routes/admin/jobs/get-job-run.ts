import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunParamsSchema, jobRunSchema } from '../../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../../common/api/errors';
import { getJobRun } from '../../../../jobs/admin/get-job-run';
import { jobs } from '../../../../jobs/registry';

const getJobRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/jobs/:name/runs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Estado de una ejecución de un trabajo (solo administradores)',
        params: jobRunParamsSchema,
        response: {
          200: jobRunSchema,
          404: errorResponseSchema.describe('No existe ese trabajo o esa ejecución'),
        },
      },
    },
    async (request) => getJobRun(app.queue, jobs, request.params.name, request.params.id),
  );
};

export default getJobRunRoute;
