import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  procurementSearchBodySchema,
  procurementSearchResponseSchema,
} from '../../../../common/api/procurement-search';
import { searchTenders } from '../../../domain/tenders/search-tenders';
import { requireTenderAccess } from '../../auth';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement/search',
    {
      preHandler: requireTenderAccess,
      schema: {
        tags: ['licitaciones'],
        summary: 'Buscar licitaciones: palabras, "frases", OR y -exclusión, filtros, orden y página',
        body: procurementSearchBodySchema,
        response: { 200: procurementSearchResponseSchema },
      },
    },
    async (request) => searchTenders(app.database.read, request.body),
  );
};

export default searchRoutes;
