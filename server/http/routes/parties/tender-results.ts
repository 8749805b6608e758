import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partyTenderResultsBodySchema,
  partyTenderResultsResponseSchema,
} from '../../../../common/api/procurement-party';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { listPartyTenderResults } from '../../../domain/parties/list-party-tender-results';

const partyTenderResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement_party/:id/tender_results',
    {
      config: { access: 'access' },
      schema: {
        tags: ['empresas'],
        summary: 'Adjudicaciones ganadas por la empresa (sin página: todas, hasta 1000, para exportar)',
        params: idParamsSchema,
        body: partyTenderResultsBodySchema,
        response: { 200: partyTenderResultsResponseSchema },
      },
    },
    async (request) => listPartyTenderResults(app.database.read, request.params.id, request.body),
  );
};

export default partyTenderResultsRoutes;
