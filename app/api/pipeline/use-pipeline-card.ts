import { useQuery } from '@tanstack/react-query';
import { fetchTenderCard, pipelineKeys } from './pipeline-api';
import { useAddToPipeline } from './use-board-places';

/** One tender's card on the user's board (null when it is not there), and a way to add it. */
export function usePipelineCard(tenderId: number) {
  const query = useQuery({
    queryKey: pipelineKeys.tender(tenderId),
    queryFn: ({ signal }) => fetchTenderCard(tenderId, signal),
  });
  const add = useAddToPipeline();
  return { card: query.data, loading: query.isPending, add };
}
