import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATOM_TYPE } from '../../../../common/api/alert-feed';
import { ALERT_ROUTES } from '../../../../common/api/routes/alerts';
import { alertFeed } from '../../../domain/alerts/alert-feed';
import { rotateAlertFeed } from '../../../domain/alerts/feed-link';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** An alert's private Atom feed (read signed out, with its token) and the rotation of its address. */
const alertFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.route({
    ...routeOf(ALERT_ROUTES.feed),
    handler: async (request, reply) => {
      const body = await alertFeed(db, publicUrl, request.params.id, request.query.token);
      return reply.type(ATOM_TYPE).header('cache-control', 'private, no-cache').send(body);
    },
  });

  app.route({
    ...routeOf(ALERT_ROUTES.rotateFeed),
    handler: async (request) => rotateAlertFeed(db, publicUrl, currentUser(request).id, request.params.id),
  });
};

export default alertFeedRoutes;
