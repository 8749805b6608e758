import { queryOptions } from '@tanstack/react-query';
import type { PipelineStage, UpdateCardBody } from '../../../common/api/pipeline';
import { PIPELINE_ROUTES } from '../../../common/api/routes/pipeline';
import { api } from '../client';

/** Cache keys: the board, and one tender's card (the tender page's line). */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  board: ['pipeline', 'board'] as const,
  tender: (tenderId: number) => ['pipeline', 'tender', tenderId] as const,
  card: (id: number) => ['pipeline', 'card', id] as const,
  summary: ['pipeline', 'summary'] as const,
};

/** How often the board and an open card are read again, so members see each other's changes. */
export const PIPELINE_REFRESH_MS = 30_000;

/** The whole board: the board page, and every row that says where its tender is, share it. */
export const boardQuery = queryOptions({
  queryKey: pipelineKeys.board,
  queryFn: ({ signal }) => api.call(PIPELINE_ROUTES.list, { signal }),
});
export const fetchTenderCard = async (tenderId: number, signal?: AbortSignal) =>
  (await api.call(PIPELINE_ROUTES.list, { query: { tender_id: tenderId }, signal })).cards[0] ?? null;
export const addToPipeline = (tenderId: number, stage?: PipelineStage) =>
  api.call(PIPELINE_ROUTES.create, { body: { tender_id: tenderId, stage } });
export const updateCard = (id: number, body: Partial<UpdateCardBody>) =>
  api.call(PIPELINE_ROUTES.update, { params: { id }, body });
export const fetchCard = (id: number, signal?: AbortSignal) =>
  api.call(PIPELINE_ROUTES.show, { params: { id }, signal });
export const fetchSummary = (signal?: AbortSignal) => api.call(PIPELINE_ROUTES.summary, { signal });
export const removeCard = (id: number) => api.call(PIPELINE_ROUTES.remove, { params: { id } });
export const commentCard = (id: number, body: string, mentions: number[]) =>
  api.call(PIPELINE_ROUTES.comment, { params: { id }, body: { body, mentions } });
