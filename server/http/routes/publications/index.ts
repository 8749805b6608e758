import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicationParamsSchema,
  publicationSchema,
  publicationSearchBodySchema,
  publicationSearchResponseSchema,
} from '../../../../common/api/publications';
import { getPublication } from '../../../domain/publications/get-publication';
import { searchPublications } from '../../../domain/publications/search-publications';

const publicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/publications/search',
    {
      config: { access: 'access' },
      schema: {
        tags: ['publicaciones'],
        summary: 'Buscar publicaciones oficiales (BOE): palabras, "frases", OR y -exclusión, fechas y página',
        body: publicationSearchBodySchema,
        response: { 200: publicationSearchResponseSchema },
      },
    },
    async (request) => searchPublications(app.database.read, request.body),
  );

  app.get(
    '/v1/publications/:id',
    {
      config: { access: 'access' },
      schema: {
        tags: ['publicaciones'],
        summary: 'Una publicación oficial (BOE) y dónde leer su documento',
        params: publicationParamsSchema,
        response: { 200: publicationSchema },
      },
    },
    async (request) => getPublication(app.database.read, request.params.id),
  );
};

export default publicationRoutes;
