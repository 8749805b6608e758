import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcesStatusSchema } from '../../../../common/api/sources';
import { dataStatus } from '../../../domain/sources/data-status';
import { currentUser } from '../../auth';

const sourcesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/sources/status',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['licitaciones'],
        summary: 'Frescura de los datos: hasta cuándo llegan; el estado de cada feed, solo a administradores',
        response: { 200: sourcesStatusSchema },
      },
    },
    async (request) => dataStatus(app.database.db, { admin: currentUser(request).role === 'admin' }),
  );
};

export default sourcesStatusRoutes;
