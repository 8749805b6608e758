import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  runJobBodySchema,
  runJobParamsSchema,
  runJobResponseSchema,
} from '../../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../../common/api/errors';
import { runJobNow } from '../../../../jobs/admin/run-job';
import { jobs } from '../../../../jobs/registry';

const runJobRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/jobs/:name/run',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Ejecutar ya un trabajo en segundo plano (solo administradores)',
        params: runJobParamsSchema,
        body: runJobBodySchema,
        response: {
          200: runJobResponseSchema,
          404: errorResponseSchema.describe('No existe un trabajo con ese nombre'),
        },
      },
    },
    async (request) => runJobNow(app.queue, jobs, request.params.name, request.body ?? {}),
  );
};

export default runJobRoute;
