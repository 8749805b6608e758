import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_ROUTES } from '../../../../common/api/routes/alerts';
import { createAlert } from '../../../domain/alerts/create-alert';
import { deleteAlert } from '../../../domain/alerts/delete-alert';
import { withFeedUrl, withFeedUrls } from '../../../domain/alerts/feed-link';
import { getAlert } from '../../../domain/alerts/get-alert';
import { listAlerts } from '../../../domain/alerts/list-alerts';
import { updateAlert } from '../../../domain/alerts/update-alert';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.route({
    ...routeOf(ALERT_ROUTES.list),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const page = await listAlerts(db, userId, request.query);
      return { ...page, alerts: await withFeedUrls(db, publicUrl, userId, page.alerts) };
    },
  });

  app.route({
    ...routeOf(ALERT_ROUTES.show),
    handler: async (request) => {
      const user = currentUser(request);
      // Admins run a user's alert from the users screen (/licitaciones/buscar?alert_id=N).
      const alert = await getAlert(db, user.role === 'admin' ? 'any' : user.id, request.params.id);
      return withFeedUrl(db, publicUrl, user.id, alert);
    },
  });

  app.route({
    ...routeOf(ALERT_ROUTES.create),
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const alert = await createAlert(db, userId, request.body);
      return reply.code(201).send(await withFeedUrl(db, publicUrl, userId, alert));
    },
  });

  app.route({
    ...routeOf(ALERT_ROUTES.update),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const alert = await updateAlert(db, userId, request.params.id, request.body);
      return withFeedUrl(db, publicUrl, userId, alert);
    },
  });

  app.route({
    ...routeOf(ALERT_ROUTES.delete),
    handler: async (request, reply) => {
      await deleteAlert(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default alertsRoutes;
