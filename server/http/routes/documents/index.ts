import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentParamsSchema } from '../../../../common/api/documents';
import { readDocument } from '../../../domain/publications/read-document';

/** The rendered HTML is already sanitised; this header keeps even a flaw in it from running anything. */
const HTML_POLICY = "default-src 'none'; img-src https:; style-src 'unsafe-inline'; sandbox";

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/documents/:source/:id/:file',
    {
      config: { access: 'access' },
      schema: {
        tags: ['publicaciones'],
        summary: 'Documento almacenado: {source}/{id}/{id}.json (estructura) o {source}/{id}/{id}.html',
        params: documentParamsSchema,
      },
    },
    async (request, reply) => {
      const { body, type } = await readDocument(app.fileStore, request.params);
      reply.header('cache-control', 'private, max-age=300');
      if (type === 'html')
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', HTML_POLICY)
          .send(body);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};

export default documentRoutes;
