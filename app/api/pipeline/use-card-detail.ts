import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateCardBody } from '../../../common/api/pipeline';
import {
  commentCard,
  fetchCard,
  PIPELINE_REFRESH_MS,
  pipelineKeys,
  removeCard,
  updateCard,
} from './pipeline-api';

/**
 * One card with its comments and history, and the changes made from its detail: each saves at
 * once and reloads the board and the tender's line, so every view agrees.
 */
export function useCardDetail(id: number) {
  const queryClient = useQueryClient();
  const card = useQuery({
    queryKey: pipelineKeys.card(id),
    queryFn: ({ signal }) => fetchCard(id, signal),
    refetchInterval: PIPELINE_REFRESH_MS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
  const update = useMutation({
    mutationFn: (body: Partial<UpdateCardBody>) => updateCard(id, body),
    onSettled: refresh,
  });
  const comment = useMutation({
    mutationFn: ({ body, mentions }: { body: string; mentions: number[] }) => commentCard(id, body, mentions),
    onSettled: refresh,
  });
  // The removed card is not read again: its detail closes, and would only find a 404.
  const remove = useMutation({
    mutationFn: () => removeCard(id),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: pipelineKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== 'card' || queryKey[2] !== id,
      }),
  });
  return { card, update, comment, remove };
}
