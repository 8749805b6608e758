import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  setAdminBodySchema,
} from '../../../../common/api/admin-users';
import { errorResponseSchema } from '../../../../common/api/errors';
import { activateUser } from '../../../domain/admin/activate-user';
import { listUsers } from '../../../domain/admin/list-users';
import { getAdminUser } from '../../../domain/admin/present-admin-user';
import { setAdminRole } from '../../../domain/admin/set-admin-role';
import { currentUser } from '../../auth';

const notFound = { 404: errorResponseSchema.describe('No existe el usuario') };

/** The admin users table and one account (admin only). */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/v1/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Usuarios: una página filtrada y ordenada, con los totales (solo administradores)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/v1/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Un usuario con sus cifras y su suscripción (solo administradores)',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema, ...notFound },
      },
    },
    async (request) => getAdminUser(db, request.params.id),
  );

  app.post(
    '/v1/users/:id/activate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Activar la cuenta de un usuario (solo administradores; queda en el registro de cambios)',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema, ...notFound },
      },
    },
    async (request) => activateUser(db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/v1/users/:id/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Dar o quitar el rol de administrador a un usuario (solo administradores; queda en el registro de cambios)',
        params: adminUserParamsSchema,
        body: setAdminBodySchema,
        response: {
          200: adminUserSchema,
          ...notFound,
          409: errorResponseSchema.describe('Un administrador no puede quitarse el rol a sí mismo'),
        },
      },
    },
    async (request) => setAdminRole(db, currentUser(request).id, request.params.id, request.body.admin),
  );
};

export default adminUsersRoutes;
