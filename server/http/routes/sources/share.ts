import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCE_ROUTES } from '../../../../common/api/routes/sources';
import { shareDocument } from '../../../domain/publications/share-document';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(SOURCE_ROUTES.share),
    handler: async (request, reply) => {
      const user = currentUser(request);
      // Staff and holders of a paid licence get the larger allowance; trial accounts the small one.
      const licensed = user.role === 'admin' || request.auth!.licenceActive;
      const result = await shareDocument(app.database.db, app.config, { ...user, licensed }, request.body);
      app.deliverMail();
      return reply.code(202).send(result);
    },
  });
};

export default shareRoutes;
