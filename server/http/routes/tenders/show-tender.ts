import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, projectDetailSchema } from '../../../../common/api/procurement-project';
import { getTenderDetail } from '../../../domain/tenders/get-tender-detail';
import { requireTenderAccess } from '../../auth';

const showTenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/procurement_projects/:id',
    {
      preHandler: requireTenderAccess,
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
