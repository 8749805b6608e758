import { useQuery } from '@tanstack/react-query';
import { fetchDocumentPages, fetchTenderDocument } from '../../../api/tender-documents';

export function usePliego(documentId: number) {
  return useQuery({
    queryKey: ['tender-document', documentId],
    queryFn: ({ signal }) => fetchTenderDocument(documentId, signal),
  });
}

/** The read text page by page, or with `q` the pages holding it; nothing is asked while disabled. */
export function usePliegoPages(projectId: number, documentId: number, q = '', enabled = true) {
  return useQuery({
    queryKey: ['tender-document', documentId, 'pages', q],
    queryFn: ({ signal }) => fetchDocumentPages(projectId, documentId, q || undefined, signal),
    enabled,
  });
}
