import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketAnalysisBodySchema, marketAnalysisResponseSchema } from '../../../../common/api/market';
import { cachedMarketAnalysis } from '../../../domain/market/cached-market';

import { asksForFreshAnswer } from '../../fresh-answer';

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const marketAnalysis = cachedMarketAnalysis(app.config.searchCacheBytes > 0);
  app.post(
    '/v1/market/analysis',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary:
          'Mercado: licitaciones e importe adjudicado por año, ofertas, bajas, adjudicatarios y órganos de las licitaciones que hallaría una búsqueda',
        body: marketAnalysisBodySchema,
        response: { 200: marketAnalysisResponseSchema },
      },
    },
    async (request) =>
      marketAnalysis(app.database, request.body, {
        fresh: asksForFreshAnswer(request),
      }),
  );
};

/** The market view: `/v1/market/*`. */
export default async function marketRoutes(app: FastifyInstance) {
  await app.register(analysisRoutes);
}
