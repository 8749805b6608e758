import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketAnalysisBodySchema, marketAnalysisResponseSchema } from '../../../../common/api/market';
import { analyseMarket } from '../../../domain/market/analyse-market';
import { requireTenderAccess } from '../../auth';

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => analyseMarket(app.database.read, request.body),
  );
};

/** The market view: `/v1/market/*`. */
export default async function marketRoutes(app: FastifyInstance) {
  await app.register(analysisRoutes);
}
