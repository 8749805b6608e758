import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKET_ROUTES } from '../../../../common/api/routes/market';
import { cachedMarketAnalysis } from '../../../domain/market/cached-market';
import { routeOf } from '../../contract-route';
import { asksForFreshAnswer } from '../../fresh-answer';

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const marketAnalysis = cachedMarketAnalysis(app.config.searchCacheBytes > 0);
  app.route({
    ...routeOf(MARKET_ROUTES.analyse),
    handler: async (request) =>
      marketAnalysis(app.database, request.body, {
        fresh: asksForFreshAnswer(request),
      }),
  });
};

/** The market view: `/v1/market/*`. */
export default async function marketRoutes(app: FastifyInstance) {
  await app.register(analysisRoutes);
}
