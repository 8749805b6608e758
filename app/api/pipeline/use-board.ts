import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PipelineBoard, PipelineCard, PipelineStage } from '../../../common/api/pipeline';
import { boardQuery, PIPELINE_REFRESH_MS, pipelineKeys, updateCard } from './pipeline-api';

export interface CardMove {
  id: number;
  stage: PipelineStage;
  position: number;
  /** The board as it is after the move, shown at once. */
  cards: PipelineCard[];
}

/**
 * The board, and moving a card: the new order is shown at once and put back if the server
 * refuses (the caller says why); the board is then reloaded either way.
 */
export function useBoard() {
  const queryClient = useQueryClient();
  const board = useQuery({ ...boardQuery, refetchInterval: PIPELINE_REFRESH_MS });
  const move = useMutation({
    mutationFn: ({ id, stage, position }: CardMove) => updateCard(id, { stage, position }),
    onMutate: async ({ cards }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKeys.board });
      const before = queryClient.getQueryData<PipelineBoard>(pipelineKeys.board);
      if (before) queryClient.setQueryData<PipelineBoard>(pipelineKeys.board, { ...before, cards });
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(pipelineKeys.board, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
  return { board, move };
}
