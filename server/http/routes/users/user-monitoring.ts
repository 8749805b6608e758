import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAlertNotificationsParamsSchema,
  adminFollowNotificationsParamsSchema,
  adminUserParamsSchema,
} from '../../../../common/api/admin-users';
import { alertsResponseSchema, listAlertsQuerySchema, pageQuerySchema } from '../../../../common/api/alerts';
import { partySubscriptionsPageSchema, projectSubscriptionsPageSchema } from '../../../../common/api/follows';
import { notificationsResponseSchema } from '../../../../common/api/notifications';
import { listAlertNotifications } from '../../../domain/alerts/list-alert-notifications';
import { listAlerts } from '../../../domain/alerts/list-alerts';
import type { FollowKind } from '../../../domain/follows/follow-tables';
import { listFollowNotifications } from '../../../domain/follows/list-follow-notifications';
import { listPartyFollows } from '../../../domain/follows/list-party-follows';
import { listTenderFollows } from '../../../domain/follows/list-tender-follows';

const tags = ['admin'];

/**
 * A user's alerts, follows and a follow's notifications as the admin users table expands them:
 * the user's own listings, with the user named in the path instead of the signed-in one.
 */
const adminUserMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/v1/users/:id/alerts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Alertas de un usuario (solo administradores)',
        params: adminUserParamsSchema,
        querystring: listAlertsQuerySchema,
        response: { 200: alertsResponseSchema },
      },
    },
    async (request) => listAlerts(db, request.params.id, request.query),
  );

  // Not a documented admin call, but the admin's list of a user's alerts opens each alert's
  // notifications in a side panel.
  app.get(
    '/v1/users/:id/alerts/:alertId/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Notificaciones que ha producido una alerta de un usuario (solo administradores)',
        params: adminAlertNotificationsParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) =>
      listAlertNotifications(db, request.params.id, request.params.alertId, request.query.page),
  );

  app.get(
    '/v1/users/:id/project_subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Licitaciones que sigue un usuario (solo administradores)',
        params: adminUserParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: projectSubscriptionsPageSchema },
      },
    },
    async (request) => listTenderFollows(db, request.params.id, request.query),
  );

  app.get(
    '/v1/users/:id/party_subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Empresas y organismos que sigue un usuario (solo administradores)',
        params: adminUserParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: partySubscriptionsPageSchema },
      },
    },
    async (request) => listPartyFollows(db, request.params.id, request.query),
  );

  const followNotifications = (kind: FollowKind, path: string, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary,
          params: adminFollowNotificationsParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: notificationsResponseSchema },
        },
      },
      async (request) =>
        listFollowNotifications(db, kind, request.params.id, request.params.subId, request.query.page),
    );
  followNotifications(
    'project',
    '/v1/users/:id/project_subscriptions/:subId/notifications',
    'Notificaciones de una licitación que sigue un usuario (solo administradores)',
  );
  followNotifications(
    'party',
    '/v1/users/:id/party_subscriptions/:subId/notifications',
    'Notificaciones de una empresa u organismo que sigue un usuario (solo administradores)',
  );
};

export default adminUserMonitoringRoutes;
