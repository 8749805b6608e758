import { defineRoute } from '../contract';
import {
  publicationParamsSchema,
  publicationSchema,
  publicationSearchBodySchema,
  publicationSearchResponseSchema,
} from '../publications';

const tags = ['publicaciones'];

/** The official bulletin's (BOE) publications: the search and one publication. */
export const PUBLICATION_ROUTES = {
  search: defineRoute({
    method: 'POST',
    path: '/v1/publications/search',
    access: 'access',
    apiScope: 'read',
    tags,
    summary: 'Buscar publicaciones oficiales (BOE): palabras, "frases", OR y -exclusión, fechas y página',
    body: publicationSearchBodySchema,
    response: { 200: publicationSearchResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/publications/:id',
    access: 'access',
    tags,
    summary: 'Una publicación oficial (BOE) y dónde leer su documento',
    params: publicationParamsSchema,
    response: { 200: publicationSchema },
  }),
};
