import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_ROUTES } from '../../../../common/api/routes/alerts';
import { listAlertNotifications } from '../../../domain/alerts/list-alert-notifications';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const alertNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ALERT_ROUTES.notifications),
    handler: async (request) =>
      listAlertNotifications(app.database.db, currentUser(request).id, request.params.id, request.query.page),
  });
};

export default alertNotificationsRoutes;
