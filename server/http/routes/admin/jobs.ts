import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobMonitorSchema,
  jobRunParamsSchema,
  jobRunSchema,
  runJobBodySchema,
  runJobParamsSchema,
  runJobResponseSchema,
  undeliveredMailSchema,
} from '../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../common/api/errors';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { retryFailedMail } from '../../../domain/admin/retry-failed-mail';
import { deleteFailedJob } from '../../../jobs/admin/delete-failed-job';
import { getJobRun } from '../../../jobs/admin/get-job-run';
import { getJobMonitor } from '../../../jobs/admin/job-monitor';
import { retryFailedJob } from '../../../jobs/admin/retry-failed-job';
import { runJobNow } from '../../../jobs/admin/run-job';
import { jobs } from '../../../jobs/registry';
import { currentUser } from '../../auth';

const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/v1/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Monitor de trabajos: colas con sus recuentos, fallos recientes, programaciones, estado de cada feed, correo sin entregar y alertas que no se han podido comprobar (solo administradores)',
        response: { 200: jobMonitorSchema },
      },
    },
    async () => getJobMonitor(app.queue, jobs, app.database.db),
  );

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

  app.delete(
    '/v1/admin/jobs/:name/runs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Eliminar una ejecución fallida (solo administradores)',
        params: jobRunParamsSchema,
        response: {
          204: z.null().describe('Eliminada'),
          404: errorResponseSchema.describe('No existe ese trabajo o esa ejecución'),
          409: errorResponseSchema.describe('La ejecución no ha fallado'),
        },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      await deleteFailedJob(app.queue, jobs, name, id);
      request.log.info(
        { job: name, jobId: id, adminId: currentUser(request).id },
        'failed job deleted by an admin',
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/admin/mail/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reintentar un correo que no se pudo entregar (solo administradores)',
        params: idParamsSchema,
        response: {
          200: undeliveredMailSchema,
          404: errorResponseSchema.describe('No existe ese mensaje'),
          409: errorResponseSchema.describe('El mensaje no ha fallado'),
        },
      },
    },
    async (request) => {
      const message = await retryFailedMail(app.database.db, request.params.id);
      app.deliverMail();
      request.log.info(
        { outboxId: message.id, adminId: currentUser(request).id },
        'failed e-mail retried by an admin',
      );
      return message;
    },
  );
};

export default adminJobsRoutes;
