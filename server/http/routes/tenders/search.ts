import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ProcurementSearchResponse,
  procurementSearchResponseSchema,
} from '../../../../common/api/procurement-search';
import { TENDER_ROUTES } from '../../../../common/api/routes/tenders';
import { cachedTenderSearch } from '../../../domain/tenders/search-cache';
import { withEligibility } from '../../../domain/tenders/search-eligibility';
import { userEligibility } from '../../../search/user-eligibility';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';
import { asksForFreshAnswer } from '../../fresh-answer';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Serialized once, as the response schema's serializer does, and kept so: a cached answer is
  // sent as it is (validating and serializing 25 tenders costs more than the rest of a hit).
  const search = cachedTenderSearch(app.config.searchCacheBytes, (answer) =>
    JSON.stringify(procurementSearchResponseSchema.encode(answer)),
  );
  app.route({
    ...routeOf(TENDER_ROUTES.search),
    handler: async (request, reply) => {
      const user = await userEligibility(app.database.db, currentUser(request).id);
      const json = await search(app.database, request.body, {
        fresh: asksForFreshAnswer(request),
        eligibility: user.profile,
      });
      const answer = await withEligibility(app.database.read, json, user);
      // A JSON text with a JSON content type goes out untouched.
      return reply
        .type('application/json; charset=utf-8')
        .send(answer as unknown as ProcurementSearchResponse);
    },
  });
};

export default searchRoutes;
