import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cpvSearchQuerySchema, cpvSearchResponseSchema } from '../../../../common/api/cpv';
import { searchCpvCodes } from '../../../domain/tenders/search-cpv-codes';

const cpvCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/cpv',
    {
      // Public reference data, not tender data: any signed-in user (alert editing uses it too).
      config: { access: 'signed-in' },
      schema: {
        tags: ['licitaciones'],
        summary: 'Catálogo CPV para el selector: por prefijo de código o por palabras',
        querystring: cpvSearchQuerySchema,
        response: { 200: cpvSearchResponseSchema },
      },
    },
    async (request) => searchCpvCodes(app.database.read, request.query),
  );
};

export default cpvCodesRoutes;
