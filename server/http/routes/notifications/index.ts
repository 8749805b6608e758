import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_ROUTES } from '../../../../common/api/routes/notifications';
import { feedbackByLink } from '../../../domain/feedback/feedback-links';
import { giveNotificationFeedback } from '../../../domain/feedback/notification-feedback';
import { discardNotifications } from '../../../domain/notifications/discard-notifications';
import { getNotification } from '../../../domain/notifications/get-notification';
import { listNotifications, listRecommended } from '../../../domain/notifications/list-notifications';
import { updateNotification } from '../../../domain/notifications/update-notification';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...routeOf(NOTIFICATION_ROUTES.list),
    handler: async (request) => listNotifications(db(), currentUser(request).id, request.query),
  });

  app.route({
    ...routeOf(NOTIFICATION_ROUTES.recommended),
    handler: async (request) => listRecommended(db(), currentUser(request).id),
  });

  // Declared before /:id only for the reader: Fastify prefers the static path either way.
  app.route({
    ...routeOf(NOTIFICATION_ROUTES.discard),
    handler: async (request) => discardNotifications(db(), currentUser(request).id, request.body.ids),
  });

  // The digest's one-click link: no session, the token is the credential.
  app.route({
    ...routeOf(NOTIFICATION_ROUTES.feedbackLink),
    handler: async (request) => feedbackByLink(db(), request.query.token),
  });

  app.route({
    ...routeOf(NOTIFICATION_ROUTES.feedback),
    handler: async (request) =>
      giveNotificationFeedback(db(), currentUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(NOTIFICATION_ROUTES.show),
    handler: async (request) => getNotification(db(), currentUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(NOTIFICATION_ROUTES.update),
    handler: async (request) =>
      updateNotification(db(), currentUser(request).id, request.params.id, request.body),
  });
};

export default notificationsRoutes;
