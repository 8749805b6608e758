import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobRunParamsSchema,
  jobRunSchema,
  runJobBodySchema,
  runJobParamsSchema,
  runJobResponseSchema,
} from '../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../common/api/errors';
import { getJobRun } from '../../../domain/admin/get-job-run';
import { runJobNow } from '../../../domain/admin/run-job';
import { jobs } from '../../../jobs/registry';
import { requireAdmin } from '../../auth';

const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/jobs/:name/run',
    {
      onRequest: requireAdmin,
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

  app.get(
    '/v1/admin/jobs/:name/runs/:id',
    {
      onRequest: requireAdmin,
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

export default adminJobsRoutes;
