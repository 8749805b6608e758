import type { FastifyInstance } from 'fastify';
import contractedProjectsRoutes from './contracted-projects';
import searchPartiesRoutes from './search';
import showPartyRoutes from './show';
import partyTenderResultsRoutes from './tender-results';

export default async function procurementPartyRoutes(app: FastifyInstance) {
  await app.register(searchPartiesRoutes);
  await app.register(showPartyRoutes);
  await app.register(partyTenderResultsRoutes);
  await app.register(contractedProjectsRoutes);
}
