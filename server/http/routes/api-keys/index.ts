import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_ROUTES } from '../../../../common/api/routes/api-keys';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
} from '../../../domain/api-keys/manage-api-keys';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** 'Acceso por API': the user's keys, created, rotated and revoked with a session only. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(API_KEY_ROUTES.list),
    handler: async (request) => ({ keys: await listApiKeys(db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(API_KEY_ROUTES.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createApiKey(db, currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(API_KEY_ROUTES.rotate),
    handler: async (request, reply) =>
      reply.status(201).send(await rotateApiKey(db, currentUser(request).id, request.params.id)),
  });

  app.route({
    ...routeOf(API_KEY_ROUTES.remove),
    handler: async (request, reply) => {
      await revokeApiKey(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};

export default apiKeyRoutes;
