import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ROUTES } from '../../../../common/api/routes/auth';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { requestPasswordReset, resetPassword } from '../../../domain/accounts/reset-password';
import { changePassword, renameUser } from '../../../domain/accounts/update-account';
import { AppError } from '../../../errors';
import { t } from '../../../messages';
import { currentUser, sendSessionHeaders } from '../../auth';
import { routeOf } from '../../contract-route';
import { byAddress, byBodyEmail, limitPerHour } from '../../rate-limits';

const linkHeaders = z.object({
  'access-token': z.string().min(1).max(200).optional(),
  uid: z.string().min(1).max(320).optional(),
});

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.mailLimits;
  app.route({
    ...routeOf(AUTH_ROUTES.recoverPassword),
    preHandler: limitPerHour(app, [
      { name: 'password-reset:address', max: limits.passwordReset.perAddress, key: byAddress },
      { name: 'password-reset:email', max: limits.passwordReset.perEmail, key: byBodyEmail },
    ]),
    handler: async (request) => {
      await requestPasswordReset(app.database.db, app.config, request.body.email);
      app.deliverMail();
      return { message: t('auth.recover.requested', { email: request.body.email.trim() }) };
    },
  });

  const reset = routeOf(AUTH_ROUTES.resetPassword);
  app.route({
    ...reset,
    // The reset link's headers are the credential: checked here, not part of what the app types.
    schema: { ...reset.schema, headers: linkHeaders },
    handler: async (request) => {
      const token = request.headers['access-token'];
      const uid = request.headers.uid;
      if (!token || !uid) {
        throw new AppError('unprocessable', t('auth.reset.invalidLink'));
      }
      await resetPassword(app.database.db, app.config, { token, uid, password: request.body.password });
      app.deliverMail();
      return { message: t('auth.reset.success') };
    },
  });

  app.route({
    ...routeOf(AUTH_ROUTES.updateAccount),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { name, password, current_password } = request.body;
      if (password !== undefined) {
        const session = await changePassword(app.database.db, app.config, user, {
          currentPassword: current_password ?? '',
          password,
          client: String(request.headers.client),
        });
        sendSessionHeaders(reply, session);
        app.deliverMail();
        return { data: await loadCurrentUser(app.database.db, user) };
      }
      return { data: await loadCurrentUser(app.database.db, await renameUser(app.database.db, user, name!)) };
    },
  });
};

export default passwordRoutes;
