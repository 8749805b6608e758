import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_ADMIN_ROUTES } from '../../../../common/api/routes/users';
import { activateUser } from '../../../domain/admin/activate-user';
import { listUsers } from '../../../domain/admin/list-users';
import { getAdminUser } from '../../../domain/admin/present-admin-user';
import { setAdminRole } from '../../../domain/admin/set-admin-role';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** The admin users table and one account (admin only). */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(USER_ADMIN_ROUTES.list),
    handler: async (request) => listUsers(db, request.query),
  });

  app.route({
    ...routeOf(USER_ADMIN_ROUTES.show),
    handler: async (request) => getAdminUser(db, request.params.id),
  });

  app.route({
    ...routeOf(USER_ADMIN_ROUTES.activate),
    handler: async (request) => activateUser(db, currentUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(USER_ADMIN_ROUTES.setAdmin),
    handler: async (request) =>
      setAdminRole(db, currentUser(request).id, request.params.id, request.body.admin),
  });
};

export default adminUsersRoutes;
