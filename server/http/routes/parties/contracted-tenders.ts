import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partyContractedProjectsBodySchema,
  partyContractedProjectsResponseSchema,
} from '../../../../common/api/procurement-party';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { listPartyContractedTenders } from '../../../domain/parties/list-party-contracted-tenders';

const contractedTendersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement_party/:id/contracted_projects',
    {
      config: { access: 'access' },
      schema: {
        tags: ['empresas'],
        summary: 'Licitaciones publicadas por el organismo, con filtros, palabras y años',
        params: idParamsSchema,
        body: partyContractedProjectsBodySchema,
        response: { 200: partyContractedProjectsResponseSchema },
      },
    },
    async (request) => listPartyContractedTenders(app.database.read, request.params.id, request.body),
  );
};

export default contractedTendersRoutes;
