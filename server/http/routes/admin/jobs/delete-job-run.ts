import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobRunParamsSchema } from '../../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../../common/api/errors';
import { deleteFailedJob } from '../../../../jobs/admin/delete-failed-job';
import { jobs } from '../../../../jobs/registry';
import { currentUser } from '../../../auth';

const deleteJobRunRoute: FastifyPluginAsyncZod = async (app) => {
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
};

export default deleteJobRunRoute;
