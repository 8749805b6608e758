import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ROUTES } from '../../../../common/api/routes/auth';
import { acceptInvitation, inviteUser } from '../../../domain/accounts/invitations';
import { t } from '../../../messages';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(AUTH_ROUTES.invite),
    handler: async (request) => {
      const { email } = await inviteUser(
        app.database.db,
        app.config,
        currentUser(request).id,
        request.body.email,
      );
      app.deliverMail();
      return { message: t('admin.users.invited', { email }) };
    },
  });

  app.route({
    ...routeOf(AUTH_ROUTES.acceptInvitation),
    handler: async (request) => {
      const { name, password, invitation_token } = request.body;
      await acceptInvitation(app.database.db, app.config, { token: invitation_token, name, password });
      return { message: t('auth.invitation.success') };
    },
  });
};

export default invitationRoutes;
