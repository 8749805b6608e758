import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIG_ROUTES } from '../../../../common/api/routes/config';
import { routeOf } from '../../contract-route';

/** Public, no session needed: only settings that are safe for any visitor to read. */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(CONFIG_ROUTES.show),
    handler: async () => ({
      contact_email: app.config.contactEmail,
      stripe_publishable_key: app.config.stripe?.publishableKey ?? null,
      trial_days: app.config.trialDays,
    }),
  });
};

export default configRoutes;
