import { defineRoute } from '../contract';
import { shareDocumentBodySchema, shareDocumentResponseSchema } from '../publications';
import { sourcesStatusSchema } from '../sources';

/** How fresh the data is, and sharing a stored document by e-mail. */
export const SOURCE_ROUTES = {
  status: defineRoute({
    method: 'GET',
    path: '/v1/sources/status',
    access: 'signed-in',
    tags: ['licitaciones'],
    summary: 'Frescura de los datos: hasta cuándo llegan; el estado de cada feed, solo a administradores',
    response: { 200: sourcesStatusSchema },
  }),
  share: defineRoute({
    method: 'POST',
    path: '/v1/sources/share',
    access: 'access',
    tags: ['publicaciones'],
    summary: 'Compartir por correo un documento almacenado, con un mensaje opcional',
    body: shareDocumentBodySchema,
    response: { 202: shareDocumentResponseSchema },
  }),
};
