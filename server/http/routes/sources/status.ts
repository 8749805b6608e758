import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcesStatusSchema } from '../../../../common/api/sources';
import { dataStatus } from '../../../domain/sources/data-status';
import { requireUser } from '../../auth';

const sourcesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/sources/status',
    {
      preHandler: requireUser,
      schema: {
        tags: ['licitaciones'],
        summary: 'Frescura de los datos: última sincronización de cada feed de PLACSP',
        response: { 200: sourcesStatusSchema },
      },
    },
    async () => dataStatus(app.database.db),
  );
};

export default sourcesStatusRoutes;
