import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATOM_TYPE, alertFeedQuerySchema, alertFeedUrlSchema } from '../../../../common/api/alert-feed';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { alertFeed } from '../../../domain/alerts/alert-feed';
import { rotateAlertFeed } from '../../../domain/alerts/feed-link';
import { currentUser } from '../../auth';

const tags = ['alertas'];

/** An alert's private Atom feed (read signed out, with its token) and the rotation of its address. */
const alertFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.get(
    '/v1/alerts/:id/feed.atom',
    {
      config: { access: { token: 'alert-feed' } },
      schema: {
        tags,
        summary:
          'Canal Atom privado de una alerta (sin sesión: el token es la credencial): sus 50 coincidencias más recientes',
        params: idParamsSchema,
        querystring: alertFeedQuerySchema,
      },
    },
    async (request, reply) => {
      const body = await alertFeed(db, publicUrl, request.params.id, request.query.token);
      return reply.type(ATOM_TYPE).header('cache-control', 'private, no-cache').send(body);
    },
  );

  app.post(
    '/v1/alerts/:id/feed/rotate',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Cambiar la dirección del canal Atom de una alerta (la anterior deja de funcionar)',
        params: idParamsSchema,
        response: { 200: alertFeedUrlSchema },
      },
    },
    async (request) => rotateAlertFeed(db, publicUrl, currentUser(request).id, request.params.id),
  );
};

export default alertFeedRoutes;
