import { z } from 'zod';
import { defineRoute } from '../contract';
import {
  cardParamsSchema,
  createCardBodySchema,
  createCommentBodySchema,
  pipelineBoardSchema,
  pipelineCardDetailSchema,
  pipelineCardSchema,
  pipelineCardsQuerySchema,
  pipelineCommentSchema,
  pipelineSummarySchema,
  updateCardBodySchema,
} from '../pipeline';

const tags = ['oportunidades'];

/** 'Oportunidades': the bid board shared by a licence's members (a user's own without a licence). */
export const PIPELINE_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/pipeline/cards',
    access: 'access',
    tags,
    summary: 'El tablero de Oportunidades: sus tarjetas y los miembros (o la tarjeta de una licitación)',
    querystring: pipelineCardsQuerySchema,
    response: { 200: pipelineBoardSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/pipeline/cards',
    access: 'access',
    apiScope: 'write:pipeline',
    tags,
    summary: 'Añadir una licitación al tablero (409 si ya está)',
    body: createCardBodySchema,
    response: { 201: pipelineCardSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/pipeline/cards/:id',
    access: 'access',
    tags,
    summary: 'Una tarjeta con sus comentarios y su historial',
    params: cardParamsSchema,
    response: { 200: pipelineCardDetailSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/pipeline/cards/:id',
    access: 'access',
    apiScope: 'write:pipeline',
    tags,
    summary: 'Mover una tarjeta o cambiar su responsable, fecha, prioridad, oferta, notas o tareas',
    params: cardParamsSchema,
    body: updateCardBodySchema,
    response: { 200: pipelineCardSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/pipeline/cards/:id',
    access: 'access',
    apiScope: 'write:pipeline',
    tags,
    summary: 'Quitar una tarjeta del tablero',
    params: cardParamsSchema,
    response: { 204: z.null() },
  }),
  comment: defineRoute({
    method: 'POST',
    path: '/v1/pipeline/cards/:id/comments',
    access: 'access',
    apiScope: 'write:pipeline',
    tags,
    summary: 'Comentar una tarjeta; los miembros mencionados reciben una notificación',
    params: cardParamsSchema,
    body: createCommentBodySchema,
    response: { 201: pipelineCommentSchema },
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/v1/pipeline/summary',
    access: 'access',
    tags,
    summary:
      'Cifras del tablero: abiertas por etapa, tasa de éxito por año y por división CPV, importes y bajas',
    response: { 200: pipelineSummarySchema },
  }),
};
