import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '../api-keys';
import { defineRoute } from '../contract';

const tags = ['api'];

/** 'Acceso por API': the user's keys (a licence owner's list adds the members'), managed by session only. */
export const API_KEY_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/api_keys',
    access: 'signed-in',
    apiScope: null,
    tags,
    summary: 'Las claves de API del usuario (y, para el titular de una licencia, las de sus miembros)',
    response: { 200: apiKeyListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/api_keys',
    access: 'signed-in',
    apiScope: null,
    tags,
    summary: 'Crear una clave: la respuesta la muestra una sola vez',
    body: createApiKeyBodySchema,
    response: { 201: createdApiKeySchema },
  }),
  rotate: defineRoute({
    method: 'POST',
    path: '/v1/api_keys/:id/rotate',
    access: 'signed-in',
    apiScope: null,
    tags,
    summary: 'Sustituir una clave por otra nueva con el mismo nombre y ámbitos; la anterior deja de valer',
    params: apiKeyParamsSchema,
    response: { 201: createdApiKeySchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/api_keys/:id',
    access: 'signed-in',
    apiScope: null,
    tags,
    summary: 'Revocar una clave: su siguiente llamada recibe 401',
    params: apiKeyParamsSchema,
    response: { 204: z.null() },
  }),
};
