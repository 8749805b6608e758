import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partyAnalyticsQuerySchema, partyAnalyticsSchema } from '../../../../common/api/party-analytics';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { cachedPartyAnalytics } from '../../../domain/parties/analytics/get-party-analytics';

import { asksForFreshAnswer } from '../../fresh-answer';

const partyAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const partyAnalytics = cachedPartyAnalytics(app.config.searchCacheBytes > 0);
  app.get(
    '/v1/procurement_party/:id/analytics',
    {
      config: { access: 'access' },
      schema: {
        tags: ['empresas'],
        summary:
          'Análisis de la empresa (adjudicaciones ganadas) y del organismo (licitaciones publicadas): por año, bajas y ofertas (medianas, cuartiles y muestra), principales órganos, divisiones CPV, competidores y adjudicatarios',
        params: idParamsSchema,
        querystring: partyAnalyticsQuerySchema,
        response: { 200: partyAnalyticsSchema },
      },
    },
    async (request) =>
      partyAnalytics(app.database, request.params.id, request.query, {
        fresh: asksForFreshAnswer(request),
      }),
  );
};

export default partyAnalyticsRoutes;
