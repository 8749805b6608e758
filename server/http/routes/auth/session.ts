import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ROUTES } from '../../../../common/api/routes/auth';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { revokeSession } from '../../../domain/accounts/sessions';
import { signIn } from '../../../domain/accounts/sign-in';
import { t } from '../../../messages';
import { currentUser, sendSessionHeaders } from '../../auth';
import { routeOf } from '../../contract-route';
import { byAddress } from '../../rate-limits';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(AUTH_ROUTES.signIn),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(AUTH_ROUTES.signOut),
    handler: async (request) => {
      currentUser(request);
      const { tokenId } = request.auth!;
      if (tokenId !== null) await revokeSession(app.database.db, tokenId);
      return { message: t('auth.signOutSuccess') };
    },
  });
};

export default sessionRoutes;
