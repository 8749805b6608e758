import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTY_ROUTES } from '../../../../common/api/routes/parties';
import { cachedPartyAnalytics } from '../../../domain/parties/analytics/get-party-analytics';
import { routeOf } from '../../contract-route';
import { asksForFreshAnswer } from '../../fresh-answer';

const partyAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const partyAnalytics = cachedPartyAnalytics(app.config.searchCacheBytes > 0);
  app.route({
    ...routeOf(PARTY_ROUTES.analytics),
    handler: async (request) =>
      partyAnalytics(app.database, request.params.id, request.query, {
        fresh: asksForFreshAnswer(request),
      }),
  });
};

export default partyAnalyticsRoutes;
