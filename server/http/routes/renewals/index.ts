import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renewalSearchBodySchema, renewalSearchResponseSchema } from '../../../../common/api/renewals';
import { searchRenewals } from '../../../domain/renewals/search-renewals';

/** Renewals: `/v1/procurement/renewals/search`, the contracts whose execution ends soon. */
const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement/renewals/search',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary:
          'Buscar contratos adjudicados cuya ejecución termina entre dos fechas (por defecto, los próximos 12 meses), con las palabras y filtros de la búsqueda, por fecha de fin',
        body: renewalSearchBodySchema,
        response: { 200: renewalSearchResponseSchema },
      },
    },
    async (request) => searchRenewals(app.database.read, request.body),
  );
};

export default renewalRoutes;
