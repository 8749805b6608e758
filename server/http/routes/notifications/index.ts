import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationInboxResponseSchema,
  notificationSchema,
  notificationsQuerySchema,
  updateNotificationBatchesBodySchema,
  updateNotificationBatchesResponseSchema,
  updateNotificationBodySchema,
} from '../../../../common/api/notifications';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { discardNotifications } from '../../../domain/notifications/discard-notifications';
import { getNotification } from '../../../domain/notifications/get-notification';
import { listNotifications } from '../../../domain/notifications/list-notifications';
import { updateNotification } from '../../../domain/notifications/update-notification';
import { currentUser } from '../../auth';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/v1/notifications',
    {
      config: { access: 'access' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Bandeja de notificaciones: las no procesadas, las más recientes primero, y cuántas son',
        querystring: notificationsQuerySchema,
        response: { 200: notificationInboxResponseSchema },
      },
    },
    async (request) => listNotifications(db(), currentUser(request).id, request.query),
  );

  // Declared before /:id only for the reader: Fastify prefers the static path either way.
  app.put(
    '/v1/notifications/update_batches',
    {
      config: { access: 'access' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Marca varias notificaciones como procesadas',
        body: updateNotificationBatchesBodySchema,
        response: { 200: updateNotificationBatchesResponseSchema },
      },
    },
    async (request) => discardNotifications(db(), currentUser(request).id, request.body.ids),
  );

  app.get(
    '/v1/notifications/:id',
    {
      config: { access: 'access' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Una notificación',
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => getNotification(db(), currentUser(request).id, request.params.id),
  );

  app.put(
    '/v1/notifications/:id',
    {
      config: { access: 'access' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Descarta (processed) o destaca (starred) una notificación',
        params: idParamsSchema,
        body: updateNotificationBodySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => updateNotification(db(), currentUser(request).id, request.params.id, request.body),
  );
};

export default notificationsRoutes;
