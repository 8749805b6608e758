import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_MONITORING_ROUTES } from '../../../../common/api/routes/users';
import { listAlertNotifications } from '../../../domain/alerts/list-alert-notifications';
import { listAlerts } from '../../../domain/alerts/list-alerts';
import type { FollowKind } from '../../../domain/follows/follow-tables';
import { listFollowNotifications } from '../../../domain/follows/list-follow-notifications';
import { listPartyFollows } from '../../../domain/follows/list-party-follows';
import { listTenderFollows } from '../../../domain/follows/list-tender-follows';
import { routeOf } from '../../contract-route';

/**
 * A user's alerts, follows and a follow's notifications as the admin users table expands them:
 * the user's own listings, with the user named in the path instead of the signed-in one.
 */
const adminUserMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(USER_MONITORING_ROUTES.alerts),
    handler: async (request) => listAlerts(db, request.params.id, request.query),
  });

  app.route({
    ...routeOf(USER_MONITORING_ROUTES.alertNotifications),
    handler: async (request) =>
      listAlertNotifications(db, request.params.id, request.params.alertId, request.query.page),
  });

  app.route({
    ...routeOf(USER_MONITORING_ROUTES.tenderFollows),
    handler: async (request) => listTenderFollows(db, request.params.id, request.query),
  });

  app.route({
    ...routeOf(USER_MONITORING_ROUTES.partyFollows),
    handler: async (request) => listPartyFollows(db, request.params.id, request.query),
  });

  const followNotifications = (
    kind: FollowKind,
    contract:
      | typeof USER_MONITORING_ROUTES.tenderFollowNotifications
      | typeof USER_MONITORING_ROUTES.partyFollowNotifications,
  ) =>
    app.route({
      ...routeOf(contract),
      handler: async (request) =>
        listFollowNotifications(db, kind, request.params.id, request.params.subId, request.query.page),
    });
  followNotifications('project', USER_MONITORING_ROUTES.tenderFollowNotifications);
  followNotifications('party', USER_MONITORING_ROUTES.partyFollowNotifications);
};

export default adminUserMonitoringRoutes;
