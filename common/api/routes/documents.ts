import { defineRoute } from '../contract';
import { documentParamsSchema } from '../documents';

/** Stored documents, as the importer wrote them. */
export const DOCUMENT_ROUTES = {
  /** The stored JSON (its structure, `storedDocumentSchema`) or the rendered HTML. */
  show: defineRoute({
    method: 'GET',
    path: '/v1/documents/:source/:id/:file',
    access: 'access',
    tags: ['publicaciones'],
    summary: 'Documento almacenado: {source}/{id}/{id}.json (estructura) o {source}/{id}/{id}.html',
    params: documentParamsSchema,
  }),
};
