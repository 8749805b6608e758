import { type DocumentSource, storedDocumentSchema } from '../../../common/api/documents';
import {
  documentUrl,
  type ShareDocumentBody,
  shareDocumentResponseSchema,
} from '../../../common/api/publications';
import { api } from '../../api/client';

/** GET /v1/documents/{source}/{id}/{id}.json: the stored document. */
export const fetchStoredDocument = (source: DocumentSource, id: string, signal?: AbortSignal) =>
  api.get(documentUrl(source, id, 'json'), { schema: storedDocumentSchema, signal });

/** POST /v1/sources/share: e-mail a stored document to one or more addresses. */
export const shareDocument = (body: ShareDocumentBody) =>
  api.post('/v1/sources/share', { body, schema: shareDocumentResponseSchema });
