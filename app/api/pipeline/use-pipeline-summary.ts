import { useQuery } from '@tanstack/react-query';
import { fetchSummary, PIPELINE_REFRESH_MS, pipelineKeys } from './pipeline-api';

/** The board's figures; read again with the board, so a move shows in them. */
export function usePipelineSummary() {
  return useQuery({
    queryKey: pipelineKeys.summary,
    queryFn: ({ signal }) => fetchSummary(signal),
    refetchInterval: PIPELINE_REFRESH_MS,
  });
}
