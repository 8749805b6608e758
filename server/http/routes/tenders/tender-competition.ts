import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderCompetitionSchema } from '../../../../common/api/competition';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { getTenderCompetition } from '../../../domain/tenders/get-tender-competition';

const tenderCompetitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/procurement_projects/:id/competition',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary:
          'Competencia de una licitación: ofertas, baja, oferta más baja y más alta y pyme por adjudicación; para una abierta, la competencia esperada según licitaciones comparables',
        params: idParamsSchema,
        response: { 200: tenderCompetitionSchema },
      },
    },
    async (request) => getTenderCompetition(app.database.read, request.params.id),
  );
};

export default tenderCompetitionRoutes;
