import { contactBodySchema, messageResponseSchema } from '../auth';
import { defineRoute } from '../contract';

/** The contact form, open to visitors (limited per client address). */
export const CONTACT_ROUTES = {
  send: defineRoute({
    method: 'POST',
    path: '/v1/contact',
    access: 'public',
    tags: ['contacto'],
    summary: 'Enviar el formulario de contacto',
    body: contactBodySchema,
    response: { 200: messageResponseSchema },
  }),
};
