import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, projectDetailSchema } from '../../../../common/api/procurement-project';
import { getProjectDetail } from '../../../domain/procurement/get-project-detail';
import { requireTenderAccess } from '../../auth';

const showProjectRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => getProjectDetail(app.database.db, request.params.id),
  );
};

export default showProjectRoutes;
