import type { FastifyInstance } from 'fastify';
import partyAnalyticsRoutes from './analytics';
import contractedTendersRoutes from './contracted-tenders';
import searchPartiesRoutes from './search';
import showPartyRoutes from './show';
import partyTenderResultsRoutes from './tender-results';

/** Parties (companies and contracting bodies): `/v1/procurement_party/*`. */
export default async function partyRoutes(app: FastifyInstance) {
  await app.register(searchPartiesRoutes);
  await app.register(showPartyRoutes);
  await app.register(partyTenderResultsRoutes);
  await app.register(contractedTendersRoutes);
  await app.register(partyAnalyticsRoutes);
}
