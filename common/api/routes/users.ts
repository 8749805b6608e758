import adminEs from '../../i18n/es/admin.json';
import errorsEs from '../../i18n/es/errors.json';
import {
  adminAlertNotificationsParamsSchema,
  adminFollowNotificationsParamsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  setAdminBodySchema,
} from '../admin-users';
import { alertsResponseSchema, listAlertsQuerySchema, pageQuerySchema } from '../alerts';
import { defineRoute } from '../contract';
import { errorResponseSchema } from '../errors';
import { partySubscriptionsPageSchema, projectSubscriptionsPageSchema } from '../follows';
import { notificationsResponseSchema } from '../notifications';

const tags = ['admin'];
const notFound = { 404: errorResponseSchema.describe(errorsEs.errors.accounts.userNotFound) };

/** The admin users table and one account (admin only). */
export const USER_ADMIN_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/users',
    access: 'admin',
    tags,
    summary: 'Usuarios: una página filtrada y ordenada, con los totales (solo administradores)',
    querystring: adminUsersQuerySchema,
    response: { 200: adminUsersResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/users/:id',
    access: 'admin',
    tags,
    summary: 'Un usuario con sus cifras y su suscripción (solo administradores)',
    params: adminUserParamsSchema,
    response: { 200: adminUserSchema, ...notFound },
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/v1/users/:id/activate',
    access: 'admin',
    tags,
    summary: 'Activar la cuenta de un usuario (solo administradores; queda en el registro de cambios)',
    params: adminUserParamsSchema,
    response: { 200: adminUserSchema, ...notFound },
  }),
  setAdmin: defineRoute({
    method: 'PUT',
    path: '/v1/users/:id/admin',
    access: 'admin',
    tags,
    summary:
      'Dar o quitar el rol de administrador a un usuario (solo administradores; queda en el registro de cambios)',
    params: adminUserParamsSchema,
    body: setAdminBodySchema,
    response: {
      200: adminUserSchema,
      ...notFound,
      409: errorResponseSchema.describe(adminEs.admin.user.ownRole),
    },
  }),
};

/**
 * A user's alerts, follows and a follow's notifications as the admin users table expands them:
 * the user's own listings, with the user named in the path instead of the signed-in one.
 */
export const USER_MONITORING_ROUTES = {
  alerts: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/alerts',
    access: 'admin',
    tags,
    summary: 'Alertas de un usuario (solo administradores)',
    params: adminUserParamsSchema,
    querystring: listAlertsQuerySchema,
    response: { 200: alertsResponseSchema },
  }),
  // Not a documented admin call, but the admin's list of a user's alerts opens each alert's
  // notifications in a side panel.
  alertNotifications: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/alerts/:alertId/notifications',
    access: 'admin',
    tags,
    summary: 'Notificaciones que ha producido una alerta de un usuario (solo administradores)',
    params: adminAlertNotificationsParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: notificationsResponseSchema },
  }),
  tenderFollows: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/project_subscriptions',
    access: 'admin',
    tags,
    summary: 'Licitaciones que sigue un usuario (solo administradores)',
    params: adminUserParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: projectSubscriptionsPageSchema },
  }),
  partyFollows: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/party_subscriptions',
    access: 'admin',
    tags,
    summary: 'Empresas y organismos que sigue un usuario (solo administradores)',
    params: adminUserParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: partySubscriptionsPageSchema },
  }),
  tenderFollowNotifications: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/project_subscriptions/:subId/notifications',
    access: 'admin',
    tags,
    summary: 'Notificaciones de una licitación que sigue un usuario (solo administradores)',
    params: adminFollowNotificationsParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: notificationsResponseSchema },
  }),
  partyFollowNotifications: defineRoute({
    method: 'GET',
    path: '/v1/users/:id/party_subscriptions/:subId/notifications',
    access: 'admin',
    tags,
    summary: 'Notificaciones de una empresa u organismo que sigue un usuario (solo administradores)',
    params: adminFollowNotificationsParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: notificationsResponseSchema },
  }),
};
