import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PipelineCard } from '../../../common/api/pipeline';
import { addToPipeline, boardQuery, PIPELINE_REFRESH_MS, pipelineKeys } from './pipeline-api';

/**
 * Where each tender is on the user's board, from one read of the board (the board page's own
 * cache): a page of 25 results asks once, not once per row. `undefined` while it loads, `null`
 * for a tender not on the board.
 */
export function useBoardPlaces() {
  const board = useQuery({ ...boardQuery, staleTime: PIPELINE_REFRESH_MS });
  const byTender = useMemo(
    () => new Map((board.data?.cards ?? []).map((card) => [card.tender_id, card])),
    [board.data],
  );
  return (tenderId: number): PipelineCard | null | undefined =>
    board.data ? (byTender.get(tenderId) ?? null) : undefined;
}

/** Adds a tender to the board; every view of the board is read again, refused or not. */
export function useAddToPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenderId: number) => addToPipeline(tenderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}
