import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TENDER_DOCUMENT_ROUTES } from '../../../../common/api/routes/tender-documents';
import { documentPages } from '../../../documents/document-pages';
import { inlineDisposition, storedCopy } from '../../../documents/stored-copy';
import {
  listTenderDocuments,
  requestDocumentFetch,
  showTenderDocument,
} from '../../../documents/tender-documents';
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
  app.route({
    ...routeOf(TENDER_DOCUMENT_ROUTES.show),
    handler: async (request) => showTenderDocument(app.database.db, request.params.document_id),
  });
  app.route({
    ...routeOf(TENDER_DOCUMENT_ROUTES.file),
    handler: async (request, reply) => {
      const { id, document_id } = request.params;
      const { member } = request.query;
      const copy = await storedCopy(app.database.db, app.fileStore, id, document_id, member);
      // The bytes under one hash never change: the browser keeps them and asks again only to
      // learn whether the document was replaced (private: only users with access may read it).
      const etag = `"${copy.sha256}${member ? `:${encodeURIComponent(member)}` : ''}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-type', copy.mimeType)
        .header('content-disposition', inlineDisposition(copy.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(copy.bytes);
    },
  });
  app.route({
    ...routeOf(TENDER_DOCUMENT_ROUTES.pages),
    handler: async (request) =>
      documentPages(
        app.database.db,
        request.params.id,
        request.params.document_id,
        request.query.q || undefined,
      ),
  });
};

export default tenderDocumentRoutes;
