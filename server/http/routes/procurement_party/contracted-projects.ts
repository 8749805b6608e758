import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partyContractedProjectsBodySchema,
  partyContractedProjectsResponseSchema,
} from '../../../../common/api/procurement-party';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { listPartyContractedProjects } from '../../../domain/procurement/list-party-contracted-projects';
import { requireTenderAccess } from '../../auth';

const contractedProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/procurement_party/:id/contracted_projects',
    {
      preHandler: requireTenderAccess,
      schema: {
        tags: ['empresas'],
        summary: 'Licitaciones publicadas por el organismo, con filtros, palabras y años',
        params: idParamsSchema,
        body: partyContractedProjectsBodySchema,
        response: { 200: partyContractedProjectsResponseSchema },
      },
    },
    async (request) => listPartyContractedProjects(app.database.db, request.params.id, request.body),
  );
};

export default contractedProjectsRoutes;
