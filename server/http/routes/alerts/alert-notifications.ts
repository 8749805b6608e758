import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../../common/api/alerts';
import { notificationsResponseSchema } from '../../../../common/api/notifications';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { listAlertNotifications } from '../../../domain/alerts/list-alert-notifications';
import { currentUser } from '../../auth';

const alertNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/alerts/:id/notifications',
    {
      config: { access: 'access' },
      schema: {
        tags: ['alertas'],
        summary: 'Notificaciones que ha producido una alerta, las más recientes primero',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) =>
      listAlertNotifications(app.database.db, currentUser(request).id, request.params.id, request.query.page),
  );
};

export default alertNotificationsRoutes;
