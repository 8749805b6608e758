import { defineRoute } from '../contract';
import {
  notificationInboxResponseSchema,
  notificationSchema,
  notificationsQuerySchema,
  updateNotificationBatchesBodySchema,
  updateNotificationBatchesResponseSchema,
  updateNotificationBodySchema,
} from '../notifications';
import { idParamsSchema } from '../procurement-project';

const tags = ['notificaciones'];

/** The signed-in user's inbox of notifications. */
export const NOTIFICATION_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/notifications',
    access: 'access',
    tags,
    summary: 'Bandeja de notificaciones: las no procesadas, las más recientes primero, y cuántas son',
    querystring: notificationsQuerySchema,
    response: { 200: notificationInboxResponseSchema },
  }),
  discard: defineRoute({
    method: 'PUT',
    path: '/v1/notifications/update_batches',
    access: 'access',
    tags,
    summary: 'Marca varias notificaciones como procesadas',
    body: updateNotificationBatchesBodySchema,
    response: { 200: updateNotificationBatchesResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/notifications/:id',
    access: 'access',
    tags,
    summary: 'Una notificación',
    params: idParamsSchema,
    response: { 200: notificationSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/notifications/:id',
    access: 'access',
    tags,
    summary: 'Descarta (processed) o destaca (starred) una notificación',
    params: idParamsSchema,
    body: updateNotificationBodySchema,
    response: { 200: notificationSchema },
  }),
};
