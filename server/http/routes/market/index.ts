import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketAnalysisBodySchema, marketAnalysisResponseSchema } from '../../../../common/api/market';
import { cachedMarketAnalysis } from '../../../domain/market/cached-market';
import { requireTenderAccess } from '../../auth';

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const marketAnalysis = cachedMarketAnalysis(app.config.searchCacheBytes > 0);
  app.post(
    '/v1/market/analysis',
    {
      preHandler: requireTenderAccess,
      schema: {
        tags: ['licitaciones'],
        summary:
          'Mercado: licitaciones e importe adjudicado por año, ofertas, bajas, adjudicatarios y órganos de las licitaciones que hallaría una búsqueda',
        body: marketAnalysisBodySchema,
        response: { 200: marketAnalysisResponseSchema },
      },
    },
    // `Cache-Control: no-cache` asks for an answer computed now (the benchmark's uncached figures).
    async (request) =>
      marketAnalysis(app.database, request.body, {
        fresh: /no-cache/i.test(request.headers['cache-control'] ?? ''),
      }),
  );
};

/** The market view: `/v1/market/*`. */
export default async function marketRoutes(app: FastifyInstance) {
  await app.register(analysisRoutes);
}
