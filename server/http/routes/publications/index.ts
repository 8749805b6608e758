import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLICATION_ROUTES } from '../../../../common/api/routes/publications';
import { getPublication } from '../../../domain/publications/get-publication';
import { searchPublications } from '../../../domain/publications/search-publications';
import { routeOf } from '../../contract-route';

const publicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(PUBLICATION_ROUTES.search),
    handler: async (request) => searchPublications(app.database.read, request.body),
  });

  app.route({
    ...routeOf(PUBLICATION_ROUTES.show),
    handler: async (request) => getPublication(app.database.read, request.params.id),
  });
};

export default publicationRoutes;
