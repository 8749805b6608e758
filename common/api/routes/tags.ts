import { z } from 'zod';
import { defineRoute } from '../contract';
import { errorResponseSchema } from '../errors';
import { idParamsSchema } from '../procurement-project';
import {
  projectTagParamsSchema,
  TAG_MESSAGES,
  tagBodySchema,
  tagIdParamsSchema,
  tagResponseSchema,
  tagsResponseSchema,
} from '../tags';

const tags = ['etiquetas'];
const duplicateName = { 409: errorResponseSchema.describe(TAG_MESSAGES.duplicate) };
const favoritesFixed = { 422: errorResponseSchema.describe(TAG_MESSAGES.favoritesReadOnly) };

/** The user's own tags, plus the built-in Favoritos (id -1) that is always there and fixed. */
export const TAG_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/tags',
    access: 'signed-in',
    tags,
    summary: 'Etiquetas del usuario: Favoritos primero, después por nombre',
    response: { 200: tagsResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/tags',
    access: 'signed-in',
    tags,
    summary: 'Crear una etiqueta (nombre y colores #RRGGBB)',
    body: tagBodySchema,
    response: { 201: tagResponseSchema, ...duplicateName },
  }),
  update: defineRoute({
    method: 'PUT',
    // The spec writes this call with a trailing slash; both spellings work.
    path: '/v1/tags/:id/',
    alsoAt: ['/v1/tags/:id'],
    access: 'signed-in',
    tags,
    summary: 'Renombrar o cambiar los colores de una etiqueta',
    params: tagIdParamsSchema,
    body: tagBodySchema,
    response: { 200: tagResponseSchema, ...duplicateName, ...favoritesFixed },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/v1/tags/:id',
    access: 'signed-in',
    tags,
    summary: 'Borrar una etiqueta (y quitarla de las licitaciones donde estaba)',
    params: tagIdParamsSchema,
    response: { 204: z.null(), ...favoritesFixed },
  }),
};

/** The tags a user puts on a tender; each call answers the tender's tags as they now are. */
export const TENDER_TAG_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/tags',
    access: 'access',
    tags,
    summary: 'Etiquetas que el usuario ha puesto a una licitación',
    params: idParamsSchema,
    response: { 200: tagsResponseSchema },
  }),
  add: defineRoute({
    method: 'POST',
    path: '/v1/procurement_projects/:id/tags/:tag_id',
    access: 'access',
    tags,
    summary: 'Poner una etiqueta (o Favoritos, -1) a una licitación',
    params: projectTagParamsSchema,
    response: { 200: tagsResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/procurement_projects/:id/tags/:tag_id',
    access: 'access',
    tags,
    summary: 'Quitar una etiqueta de una licitación',
    params: projectTagParamsSchema,
    response: { 200: tagsResponseSchema },
  }),
};
