import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchTenderDocuments, requestTenderDocumentsFetch } from '../../api/tender-documents';
import { stillReading } from './documents';

const POLL_MS = 3000;
/** A request nobody works on (no worker running) stops the polling after this. */
const POLL_FOR_MS = 10 * 60_000;

/**
 * The tender's documents with our copies' state, and 'Leer los pliegos': after a request the
 * list is asked again every few seconds until no document waits for its first attempt.
 */
export function useTenderDocuments(projectId: number) {
  const client = useQueryClient();
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const key = ['tender', projectId, 'documents'];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchTenderDocuments(projectId, signal),
    refetchInterval: (query) => {
      if (requestedAt === null || Date.now() - requestedAt > POLL_FOR_MS) return false;
      // The answer read before the request does not count: the job has not started yet.
      const fresh = query.state.dataUpdatedAt > requestedAt;
      return !fresh || stillReading(query.state.data ?? []) ? POLL_MS : false;
    },
  });
  const read = useMutation({
    mutationFn: () => requestTenderDocumentsFetch(projectId),
    onSuccess: () => {
      setRequestedAt(Date.now());
      void client.invalidateQueries({ queryKey: key });
    },
  });
  return { list, read };
}
