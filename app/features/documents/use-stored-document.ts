import { useQuery } from '@tanstack/react-query';
import { type DocumentSource, storedDocumentSchema } from '../../../common/api/documents';
import { documentUrl } from '../../../common/api/publications';
import { api } from '../../api/client';

/** GET /v1/documents/{source}/{id}/{id}.json: the stored document, which never changes once stored. */
export function useStoredDocument(source: DocumentSource, id: string) {
  return useQuery({
    queryKey: ['documents', source, id],
    queryFn: ({ signal }) =>
      api.get(documentUrl(source, id, 'json'), { schema: storedDocumentSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
