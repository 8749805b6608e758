import { defineRoute } from '../contract';
import {
  feedbackLinkQuerySchema,
  feedbackLinkResultSchema,
  notificationFeedbackBodySchema,
  notificationInboxResponseSchema,
  notificationSchema,
  notificationsQuerySchema,
  recommendedNotificationsResponseSchema,
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
  recommended: defineRoute({
    method: 'GET',
    path: '/v1/notifications/recommended',
    access: 'access',
    tags,
    summary:
      'Recomendadas para ti: licitaciones abiertas que ninguna alerta encontró y que la relevancia aprendida valora alto',
    response: { 200: recommendedNotificationsResponseSchema },
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
  feedback: defineRoute({
    method: 'PUT',
    path: '/v1/notifications/:id/feedback',
    access: 'access',
    tags,
    summary:
      "Valora la licitación de una notificación: 'Me interesa' (up), 'No me interesa' (down) o nada (null)",
    params: idParamsSchema,
    body: notificationFeedbackBodySchema,
    response: { 200: notificationSchema },
  }),
  feedbackLink: defineRoute({
    method: 'POST',
    path: '/v1/notifications/feedback_link',
    access: { token: 'feedback' },
    tags,
    summary:
      'Enlace de valoración de un resumen: anota Me interesa / No me interesa sin iniciar sesión (una vez; caduca)',
    querystring: feedbackLinkQuerySchema,
    response: { 200: feedbackLinkResultSchema },
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
