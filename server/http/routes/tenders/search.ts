import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  procurementSearchBodySchema,
  procurementSearchResponseSchema,
} from '../../../../common/api/procurement-search';
import { cachedTenderSearch } from '../../../domain/tenders/search-cache';
import { requireTenderAccess } from '../../auth';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = cachedTenderSearch(app.config.searchCacheBytes);
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
    // `Cache-Control: no-cache` asks for an answer computed now (the benchmark's uncached figures).
    async (request) =>
      search(app.database, request.body, { fresh: /no-cache/i.test(request.headers['cache-control'] ?? '') }),
  );
};

export default searchRoutes;
