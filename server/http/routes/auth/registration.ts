import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, registerBodySchema } from '../../../../common/api/auth';
import { type ConfirmationOutcome, confirmAccount } from '../../../domain/accounts/confirm-account';
import { registerUser } from '../../../domain/accounts/register-user';
import { t } from '../../../messages';
import { byAddress, byBodyEmail, limitPerHour } from '../../rate-limits';

/** Sign-in, with what the confirmation link did for the page to say. */
const LANDING: Record<ConfirmationOutcome, string> = {
  confirmed: '/sign_in?account_confirmation_success=true',
  already_confirmed: '/sign_in?account_already_confirmed=true',
  invalid: '/sign_in?account_confirmation_success=false',
};

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.mailLimits;
  app.post(
    '/auth',
    {
      config: { access: 'public' },
      preHandler: limitPerHour(app, [
        { name: 'sign-up:address', max: limits.signUp.perAddress, key: byAddress },
        { name: 'sign-up:email', max: limits.signUp.perEmail, key: byBodyEmail },
      ]),
      schema: {
        tags: ['auth'],
        summary: 'Registrarse; se envía un correo con el enlace de confirmación',
        body: registerBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { email } = await registerUser(app.database.db, app.config, request.body);
      app.deliverMail();
      return { message: t('auth.signUp.success', { email }) };
    },
  );

  app.get(
    '/auth/confirmation',
    {
      config: { access: { token: 'confirmation' } },
      schema: {
        tags: ['auth'],
        summary: 'Enlace de confirmación del correo; redirige a /sign_in',
        querystring: z.object({ confirmation_token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const outcome = await confirmAccount(app.database.db, request.query.confirmation_token);
      return reply.redirect(LANDING[outcome]);
    },
  );
};

export default registrationRoutes;
