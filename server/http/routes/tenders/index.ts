import type { FastifyInstance } from 'fastify';
import cpvCodesRoutes from './cpv-codes';
import searchRoutes from './search';
import showTenderRoutes from './show-tender';
import tenderCompetitionRoutes from './tender-competition';
import tenderDocumentRoutes from './tender-documents';

/** Tenders: `/v1/procurement/search`, `/v1/procurement_projects/:id` (and its `/competition`, `/documents`) and the CPV catalogue `/v1/cpv`. */
export default async function tenderRoutes(app: FastifyInstance) {
  await app.register(searchRoutes);
  await app.register(showTenderRoutes);
  await app.register(tenderCompetitionRoutes);
  await app.register(tenderDocumentRoutes);
  await app.register(cpvCodesRoutes);
}
