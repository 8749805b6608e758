import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../../common/api/errors';
import {
  tagBodySchema,
  tagIdParamsSchema,
  tagResponseSchema,
  tagsResponseSchema,
} from '../../../../common/api/tags';
import { createTag } from '../../../domain/tags/create-tag';
import { deleteTag } from '../../../domain/tags/delete-tag';
import { listTags } from '../../../domain/tags/list-tags';
import { updateTag } from '../../../domain/tags/update-tag';
import { currentUser } from '../../auth';

const tags = ['etiquetas'];
const duplicateName = { 409: errorResponseSchema.describe('Ya existe una etiqueta con ese nombre') };
const favoritesFixed = { 422: errorResponseSchema.describe('La etiqueta Favoritos es fija') };

/** The user's own tags, plus the built-in Favoritos (id -1) that is always there and fixed. */
const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/v1/tags',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Etiquetas del usuario: Favoritos primero, después por nombre',
        response: { 200: tagsResponseSchema },
      },
    },
    async (request) => ({ tags: await listTags(db, currentUser(request).id) }),
  );

  app.post(
    '/v1/tags',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Crear una etiqueta (nombre y colores #RRGGBB)',
        body: tagBodySchema,
        response: { 201: tagResponseSchema, ...duplicateName },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ tag: await createTag(db, currentUser(request).id, request.body.tag) }),
  );

  // The spec writes this call with a trailing slash; both spellings work.
  for (const url of ['/v1/tags/:id/', '/v1/tags/:id']) {
    app.put(
      url,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Renombrar o cambiar los colores de una etiqueta',
          params: tagIdParamsSchema,
          body: tagBodySchema,
          response: { 200: tagResponseSchema, ...duplicateName, ...favoritesFixed },
        },
      },
      async (request) => ({
        tag: await updateTag(db, currentUser(request).id, request.params.id, request.body.tag),
      }),
    );
  }

  app.delete(
    '/v1/tags/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Borrar una etiqueta (y quitarla de las licitaciones donde estaba)',
        params: tagIdParamsSchema,
        response: { 204: z.null(), ...favoritesFixed },
      },
    },
    async (request, reply) => {
      await deleteTag(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default tagsRoutes;
