import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, messageResponseSchema } from '../../../../common/api/auth';
import { sendContactMessage } from '../../../domain/accounts/send-contact-message';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/contact',
    {
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
      return { message: 'Gracias por escribirnos. Te responderemos lo antes posible.' };
    },
  );
};

export default contactRoutes;
