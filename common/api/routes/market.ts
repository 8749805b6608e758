import { defineRoute } from '../contract';
import { marketAnalysisBodySchema, marketAnalysisResponseSchema } from '../market';

/** The market view ('Mercado'). */
export const MARKET_ROUTES = {
  analyse: defineRoute({
    method: 'POST',
    path: '/v1/market/analysis',
    access: 'access',
    apiScope: 'read',
    tags: ['licitaciones'],
    summary:
      'Mercado: licitaciones e importe adjudicado por año, ofertas, bajas, adjudicatarios y órganos de las licitaciones que hallaría una búsqueda',
    body: marketAnalysisBodySchema,
    response: { 200: marketAnalysisResponseSchema },
  }),
};
