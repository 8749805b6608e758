import { type DocumentSource, storedDocumentSchema } from '../../../common/api/documents';
import { documentUrl, type ShareDocumentBody } from '../../../common/api/publications';
import { SOURCE_ROUTES } from '../../../common/api/routes/sources';
import { api } from '../../api/client';

/**
 * GET /v1/documents/{source}/{id}/{id}.json: the stored document. The route serves the HTML too,
 * so its contract declares no answer and this call validates the JSON one.
 */
export const fetchStoredDocument = (source: DocumentSource, id: string, signal?: AbortSignal) =>
  api.get(documentUrl(source, id, 'json'), { schema: storedDocumentSchema, signal });

/** POST /v1/sources/share: e-mail a stored document to one or more addresses. */
export const shareDocument = (body: ShareDocumentBody) => api.call(SOURCE_ROUTES.share, { body });
