import { useQuery } from '@tanstack/react-query';
import type { DocumentSource } from '../../../common/api/documents';
import { fetchStoredDocument } from './documents-api';

/** GET /v1/documents/{source}/{id}/{id}.json: the stored document, which never changes once stored. */
export function useStoredDocument(source: DocumentSource, id: string) {
  return useQuery({
    queryKey: ['documents', source, id],
    queryFn: ({ signal }) => fetchStoredDocument(source, id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
