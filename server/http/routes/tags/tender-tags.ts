import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { projectTagParamsSchema, tagsResponseSchema } from '../../../../common/api/tags';
import { listTenderTags } from '../../../domain/tags/list-tender-tags';
import { tagTender, untagTender } from '../../../domain/tags/tag-tender';
import { currentUser } from '../../auth';

const tags = ['etiquetas'];

/** The tags a user puts on a tender; each call answers the tender's tags as they now are. */
const projectTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/v1/procurement_projects/:id/tags',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Etiquetas que el usuario ha puesto a una licitación',
        params: idParamsSchema,
        response: { 200: tagsResponseSchema },
      },
    },
    async (request) => ({ tags: await listTenderTags(db, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/v1/procurement_projects/:id/tags/:tag_id',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Poner una etiqueta (o Favoritos, -1) a una licitación',
        params: projectTagParamsSchema,
        response: { 200: tagsResponseSchema },
      },
    },
    async (request) => ({
      tags: await tagTender(db, {
        userId: currentUser(request).id,
        projectId: request.params.id,
        tagId: request.params.tag_id,
      }),
    }),
  );

  app.delete(
    '/v1/procurement_projects/:id/tags/:tag_id',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Quitar una etiqueta de una licitación',
        params: projectTagParamsSchema,
        response: { 200: tagsResponseSchema },
      },
    },
    async (request) => ({
      tags: await untagTender(db, {
        userId: currentUser(request).id,
        projectId: request.params.id,
        tagId: request.params.tag_id,
      }),
    }),
  );
};

export default projectTagsRoutes;
