import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobMonitorSchema } from '../../../../../common/api/admin-jobs';
import { getJobMonitor } from '../../../../jobs/admin/job-monitor';
import { jobs } from '../../../../jobs/registry';

const jobMonitorRoute: FastifyPluginAsyncZod = async (app) => {
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
};

export default jobMonitorRoute;
