import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../../../common/api/config';

/** Public, no session needed: only settings that are safe for any visitor to read. */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary:
          'Configuración pública de la aplicación (dirección de contacto, clave pública de Stripe, días de prueba)',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      contact_email: app.config.contactEmail,
      stripe_publishable_key: app.config.stripe?.publishableKey ?? null,
      trial_days: app.config.trialDays,
    }),
  );
};

export default configRoutes;
