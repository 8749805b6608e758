import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  inviteBodySchema,
  messageResponseSchema,
} from '../../../../common/api/auth';
import { acceptInvitation, inviteUser } from '../../../domain/accounts/invitations';
import { t } from '../../../messages';
import { currentUser } from '../../auth';

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/invitation',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth', 'admin'],
        summary: 'Invitar a un usuario por correo (solo administradores)',
        body: inviteBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { email } = await inviteUser(
        app.database.db,
        app.config,
        currentUser(request).id,
        request.body.email,
      );
      app.deliverMail();
      return { message: t('admin.users.invited', { email }) };
    },
  );

  app.put(
    '/auth/invitation',
    {
      config: { access: { token: 'invitation' } },
      schema: {
        tags: ['auth'],
        summary: 'Aceptar una invitación: nombre y contraseña',
        body: acceptInvitationBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { name, password, invitation_token } = request.body;
      await acceptInvitation(app.database.db, app.config, { token: invitation_token, name, password });
      return { message: t('auth.invitation.success') };
    },
  );
};

export default invitationRoutes;
