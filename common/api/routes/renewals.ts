import { defineRoute } from '../contract';
import { renewalSearchBodySchema, renewalSearchResponseSchema } from '../renewals';

/** Renewals: the awarded contracts whose execution ends soon. */
export const RENEWAL_ROUTES = {
  search: defineRoute({
    method: 'POST',
    path: '/v1/procurement/renewals/search',
    access: 'access',
    apiScope: 'read',
    tags: ['licitaciones'],
    summary:
      'Buscar contratos adjudicados cuya ejecución termina entre dos fechas (por defecto, los próximos 12 meses), con las palabras y filtros de la búsqueda, por fecha de fin',
    body: renewalSearchBodySchema,
    response: { 200: renewalSearchResponseSchema },
  }),
};
