import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG_ROUTES } from '../../../../common/api/routes/tags';
import { createTag } from '../../../domain/tags/create-tag';
import { deleteTag } from '../../../domain/tags/delete-tag';
import { listTags } from '../../../domain/tags/list-tags';
import { updateTag } from '../../../domain/tags/update-tag';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(TAG_ROUTES.list),
    handler: async (request) => ({ tags: await listTags(db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(TAG_ROUTES.create),
    handler: async (request, reply) =>
      reply.code(201).send({ tag: await createTag(db, currentUser(request).id, request.body.tag) }),
  });

  for (const url of [TAG_ROUTES.update.path, ...TAG_ROUTES.update.alsoAt]) {
    app.route({
      ...routeOf(TAG_ROUTES.update, url),
      handler: async (request) => ({
        tag: await updateTag(db, currentUser(request).id, request.params.id, request.body.tag),
      }),
    });
  }

  app.route({
    ...routeOf(TAG_ROUTES.delete),
    handler: async (request, reply) => {
      await deleteTag(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default tagsRoutes;
