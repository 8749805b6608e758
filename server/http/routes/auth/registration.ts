import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ROUTES } from '../../../../common/api/routes/auth';
import { type ConfirmationOutcome, confirmAccount } from '../../../domain/accounts/confirm-account';
import { registerUser } from '../../../domain/accounts/register-user';
import { t } from '../../../messages';
import { routeOf } from '../../contract-route';
import { byAddress, byBodyEmail, limitPerHour } from '../../rate-limits';

/** Sign-in, with what the confirmation link did for the page to say. */
const LANDING: Record<ConfirmationOutcome, string> = {
  confirmed: '/sign_in?account_confirmation_success=true',
  already_confirmed: '/sign_in?account_already_confirmed=true',
  invalid: '/sign_in?account_confirmation_success=false',
};

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.mailLimits;
  app.route({
    ...routeOf(AUTH_ROUTES.signUp),
    preHandler: limitPerHour(app, [
      { name: 'sign-up:address', max: limits.signUp.perAddress, key: byAddress },
      { name: 'sign-up:email', max: limits.signUp.perEmail, key: byBodyEmail },
    ]),
    handler: async (request) => {
      const { email } = await registerUser(app.database.db, app.config, request.body);
      app.deliverMail();
      return { message: t('auth.signUp.success', { email }) };
    },
  });

  app.route({
    ...routeOf(AUTH_ROUTES.confirm),
    handler: async (request, reply) => {
      const outcome = await confirmAccount(app.database.db, request.query.confirmation_token);
      return reply.redirect(LANDING[outcome]);
    },
  });
};

export default registrationRoutes;
