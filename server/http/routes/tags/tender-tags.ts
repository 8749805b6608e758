import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TENDER_TAG_ROUTES } from '../../../../common/api/routes/tags';
import { listTenderTags } from '../../../domain/tags/list-tender-tags';
import { tagTender, untagTender } from '../../../domain/tags/tag-tender';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const projectTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(TENDER_TAG_ROUTES.list),
    handler: async (request) => ({
      tags: await listTenderTags(db, currentUser(request).id, request.params.id),
    }),
  });

  app.route({
    ...routeOf(TENDER_TAG_ROUTES.add),
    handler: async (request) => ({
      tags: await tagTender(db, {
        userId: currentUser(request).id,
        projectId: request.params.id,
        tagId: request.params.tag_id,
      }),
    }),
  });

  app.route({
    ...routeOf(TENDER_TAG_ROUTES.remove),
    handler: async (request) => ({
      tags: await untagTender(db, {
        userId: currentUser(request).id,
        projectId: request.params.id,
        tagId: request.params.tag_id,
      }),
    }),
  });
};

export default projectTagsRoutes;
