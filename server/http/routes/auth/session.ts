import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, signInBodySchema } from '../../../../common/api/auth';
import { currentUserSchema } from '../../../../common/api/user';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { revokeSession } from '../../../domain/accounts/sessions';
import { signIn } from '../../../domain/accounts/sign-in';
import { t } from '../../../messages';
import { currentUser, sendSessionHeaders } from '../../auth';
import { byAddress } from '../../rate-limits';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign_in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión; devuelve las cabeceras access-token, client, uid, expiry y token-type',
        body: signInBodySchema,
        response: { 200: z.object({ data: currentUserSchema }) },
      },
    },
    async (request, reply) => {
      const client = request.headers.client;
      const { user, session } = await signIn(
        app.database.db,
        app.config,
        {
          ...request.body,
          client: typeof client === 'string' ? client : undefined,
          ip: byAddress(request),
          address: request.ip,
        },
        app.deliverMail,
      );
      sendSessionHeaders(reply, session);
      return { data: await loadCurrentUser(app.database.db, user) };
    },
  );

  app.delete(
    '/auth/sign_out',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar la sesión de este dispositivo',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      currentUser(request);
      await revokeSession(app.database.db, request.auth!.tokenId);
      return { message: t('auth.signOutSuccess') };
    },
  );
};

export default sessionRoutes;
