import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToPipeline, fetchTenderCard, pipelineKeys } from './pipeline-api';

/** One tender's card on the user's board (null when it is not there), and a way to add it. */
export function usePipelineCard(tenderId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: pipelineKeys.tender(tenderId),
    queryFn: ({ signal }) => fetchTenderCard(tenderId, signal),
  });
  const add = useMutation({
    mutationFn: () => addToPipeline(tenderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
  return { card: query.data, loading: query.isPending, add };
}
