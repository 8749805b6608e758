import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_ROUTES } from '../../../../common/api/routes/documents';
import { readDocument } from '../../../domain/publications/read-document';
import { routeOf } from '../../contract-route';

/** The rendered HTML is already sanitised; this header keeps even a flaw in it from running anything. */
const HTML_POLICY = "default-src 'none'; img-src https:; style-src 'unsafe-inline'; sandbox";

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(DOCUMENT_ROUTES.show),
    handler: async (request, reply) => {
      const { body, type } = await readDocument(app.fileStore, request.params);
      reply.header('cache-control', 'private, max-age=300');
      if (type === 'html')
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', HTML_POLICY)
          .send(body);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
};

export default documentRoutes;
