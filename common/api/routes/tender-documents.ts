import { defineRoute } from '../contract';
import { idParamsSchema } from '../procurement-project';
import {
  documentFetchResponseSchema,
  documentFileQuerySchema,
  documentIdParamsSchema,
  documentPagesQuerySchema,
  documentPagesSchema,
  storedTenderDocumentSchema,
  tenderDocumentParamsSchema,
  tenderDocumentsSchema,
} from '../tender-documents';

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
  file: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/documents/:document_id/file',
    access: 'access',
    tags,
    summary:
      'Nuestra copia de un documento (o de un archivo de su ZIP con ?member=), para verla en el navegador',
    params: tenderDocumentParamsSchema,
    querystring: documentFileQuerySchema,
  }),
  pages: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/documents/:document_id/pages',
    access: 'access',
    tags,
    summary:
      'El texto de un documento página a página; con ?q=, solo las páginas que lo contienen, con un extracto',
    params: tenderDocumentParamsSchema,
    querystring: documentPagesQuerySchema,
    response: { 200: documentPagesSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/tender_documents/:document_id',
    access: 'access',
    tags,
    summary: 'Un documento de licitación por su id, con la licitación a la que pertenece (visor)',
    params: documentIdParamsSchema,
    response: { 200: storedTenderDocumentSchema },
  }),
};
