import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PIPELINE_ROUTES } from '../../../../common/api/routes/pipeline';
import { commentCard } from '../../../domain/pipeline/comment-card';
import { createCard } from '../../../domain/pipeline/create-card';
import { deleteCard } from '../../../domain/pipeline/delete-card';
import { listCards } from '../../../domain/pipeline/list-cards';
import { pipelineSummary } from '../../../domain/pipeline/pipeline-summary';
import { showCard } from '../../../domain/pipeline/show-card';
import { updateCard } from '../../../domain/pipeline/update-card';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/**
 * `/v1/pipeline/*`: the 'Oportunidades' board of the user's licence (their own without one). Read
 * on the primary, so a card just moved is where the next read finds it.
 */
const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(PIPELINE_ROUTES.list),
    handler: async (request) => listCards(db, currentUser(request).id, request.query.tender_id),
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createCard(db, currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.show),
    handler: async (request) => showCard(db, currentUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.update),
    handler: async (request) => updateCard(db, currentUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.remove),
    handler: async (request, reply) => {
      await deleteCard(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.comment),
    handler: async (request, reply) =>
      reply.status(201).send(await commentCard(db, currentUser(request).id, request.params.id, request.body)),
  });

  app.route({
    ...routeOf(PIPELINE_ROUTES.summary),
    handler: async (request) => pipelineSummary(db, currentUser(request).id),
  });
};

export default pipelineRoutes;
