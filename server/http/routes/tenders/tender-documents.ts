import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TENDER_DOCUMENT_ROUTES } from '../../../../common/api/routes/tender-documents';
import { listTenderDocuments, requestDocumentFetch } from '../../../documents/tender-documents';
import { documentsFetchJob } from '../../../jobs/definitions/documents-fetch';
import { routeOf } from '../../contract-route';

const tenderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(TENDER_DOCUMENT_ROUTES.list),
    handler: async (request) => listTenderDocuments(app.database.db, request.params.id),
  });
  app.route({
    ...routeOf(TENDER_DOCUMENT_ROUTES.fetch),
    handler: async (request, reply) => {
      const queued = await requestDocumentFetch(app.database.db, request.params.id);
      if (queued) await app.queue?.send(documentsFetchJob, { project_id: request.params.id });
      return reply.status(202).send({ queued });
    },
  });
};

export default tenderDocumentRoutes;
