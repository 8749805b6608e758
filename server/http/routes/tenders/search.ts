import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ProcurementSearchResponse,
  procurementSearchBodySchema,
  procurementSearchResponseSchema,
} from '../../../../common/api/procurement-search';
import { cachedTenderSearch } from '../../../domain/tenders/search-cache';

import { asksForFreshAnswer } from '../../fresh-answer';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Serialized once, as the response schema's serializer does, and kept so: a cached answer is
  // sent as it is (validating and serializing 25 tenders costs more than the rest of a hit).
  const search = cachedTenderSearch(app.config.searchCacheBytes, (answer) =>
    JSON.stringify(procurementSearchResponseSchema.encode(answer)),
  );
  app.post(
    '/v1/procurement/search',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary: 'Buscar licitaciones: palabras, "frases", OR y -exclusión, filtros, orden y página',
        body: procurementSearchBodySchema,
        response: { 200: procurementSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await search(app.database, request.body, {
        fresh: asksForFreshAnswer(request),
      });
      // A JSON text with a JSON content type goes out untouched.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ProcurementSearchResponse);
    },
  );
};

export default searchRoutes;
