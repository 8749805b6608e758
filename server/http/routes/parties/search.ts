import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partySearchBodySchema, partySearchResponseSchema } from '../../../../common/api/procurement-party';
import { searchParties } from '../../../domain/parties/search-parties';

const searchPartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement_party/search',
    {
      config: { access: 'access' },
      schema: {
        tags: ['empresas'],
        summary: 'Buscar empresas y organismos: nombre aproximado o NIF exacto (primero)',
        body: partySearchBodySchema,
        response: { 200: partySearchResponseSchema },
      },
    },
    async (request) => searchParties(app.database.read, request.body),
  );
};

export default searchPartiesRoutes;
