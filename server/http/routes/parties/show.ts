import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partyDetailSchema } from '../../../../common/api/procurement-party';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { getParty } from '../../../domain/parties/get-party';

const showPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/procurement_party/:id',
    {
      config: { access: 'access' },
      schema: {
        tags: ['empresas'],
        summary: 'Empresa u organismo: identificadores, recuentos e importes por año',
        params: idParamsSchema,
        response: { 200: partyDetailSchema },
      },
    },
    async (request) => getParty(app.database.read, request.params.id),
  );
};

export default showPartyRoutes;
