import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, projectDetailSchema } from '../../../../common/api/procurement-project';
import { getTenderDetail } from '../../../domain/tenders/get-tender-detail';

const showTenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/procurement_projects/:id',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary: 'Licitación completa: datos, lotes, adjudicaciones, documentos, órgano y adjudicatarios',
        params: idParamsSchema,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => getTenderDetail(app.database.read, request.params.id),
  );
};

export default showTenderRoutes;
