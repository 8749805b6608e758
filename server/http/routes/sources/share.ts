import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shareDocumentBodySchema, shareDocumentResponseSchema } from '../../../../common/api/publications';
import { shareDocument } from '../../../domain/publications/share-document';
import { currentUser } from '../../auth';

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/sources/share',
    {
      config: { access: 'access' },
      schema: {
        tags: ['publicaciones'],
        summary: 'Compartir por correo un documento almacenado, con un mensaje opcional',
        body: shareDocumentBodySchema,
        response: { 202: shareDocumentResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Staff and holders of a paid licence get the larger allowance; trial accounts the small one.
      const licensed = user.role === 'admin' || request.auth!.licenceActive;
      const result = await shareDocument(app.database.db, app.config, { ...user, licensed }, request.body);
      app.deliverMail();
      return reply.code(202).send(result);
    },
  );
};

export default shareRoutes;
