import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../../common/api/auth';
import { currentUserSchema } from '../../../../common/api/user';
import { deleteAccount } from '../../../domain/accounts/delete-account';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { currentUser, requireUser } from '../../auth';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user',
    {
      preHandler: requireUser,
      schema: { tags: ['usuario'], summary: 'El usuario actual', response: { 200: currentUserSchema } },
    },
    async (request) => loadCurrentUser(app.database.db, currentUser(request)),
  );

  app.delete(
    '/v1/user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['usuario'],
        summary: 'Borrar la propia cuenta y todos sus datos',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(app.database.db, currentUser(request).id);
      return { message: 'Tu cuenta se ha cancelado.' };
    },
  );
};

export default userRoutes;
