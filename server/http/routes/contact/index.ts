import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, messageResponseSchema } from '../../../../common/api/auth';
import { sendContactMessage } from '../../../domain/accounts/send-contact-message';
import { t } from '../../../messages';
import { byAddress, limitPerHour } from '../../rate-limits';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/contact',
    {
      config: { access: 'public' },
      preHandler: limitPerHour(app, [
        { name: 'contact:address', max: app.config.mailLimits.contact.perAddress, key: byAddress },
      ]),
      schema: {
        tags: ['contacto'],
        summary: 'Enviar el formulario de contacto',
        body: contactBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendContactMessage(app.database.db, app.config, request.body);
      app.deliverMail();
      return { message: t('contact.success') };
    },
  );
};

export default contactRoutes;
