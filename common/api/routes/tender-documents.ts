import { defineRoute } from '../contract';
import { idParamsSchema } from '../procurement-project';
import { documentFetchResponseSchema, tenderDocumentsSchema } from '../tender-documents';

const tags = ['licitaciones'];

/** A tender's pliegos and other documents: our copies and their state. */
export const TENDER_DOCUMENT_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/documents',
    access: 'access',
    tags,
    summary: 'Documentos de una licitación: enlace publicado, tipo, estado de la descarga y de la lectura',
    params: idParamsSchema,
    response: { 200: tenderDocumentsSchema },
  }),
  fetch: defineRoute({
    method: 'POST',
    path: '/v1/procurement_projects/:id/documents/fetch',
    access: 'access',
    tags,
    summary:
      'Descargar los documentos de una licitación (en segundo plano; una sola vez mientras esté pendiente)',
    params: idParamsSchema,
    response: { 202: documentFetchResponseSchema },
  }),
};
