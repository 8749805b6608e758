import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTag, fetchTags, fetchTenderTags, saveTag, toggleTenderTag } from './tags-api';

// Every tag query starts with 'tags': a renamed or deleted tag refreshes the tender rows too.
const TAGS = ['tags'] as const;
const tenderTagsKey = (tenderId: number) => ['tags', 'tender', tenderId] as const;

/** The user's tags, Favoritos first (GET /v1/tags). */
export function useTags() {
  return useQuery({
    queryKey: TAGS,
    queryFn: ({ signal }) => fetchTags(signal),
  });
}

/** The user's tags on one tender. */
export function useTenderTags(tenderId: number) {
  return useQuery({
    queryKey: tenderTagsKey(tenderId),
    queryFn: ({ signal }) => fetchTenderTags(tenderId, signal),
  });
}

/** Puts a tag on the tender (`on`) or takes it off; the answer is the tender's tags. */
export function useToggleTenderTag(tenderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, on }: { tagId: number; on: boolean }) => toggleTenderTag(tenderId, tagId, on),
    onSuccess: (tags) => queryClient.setQueryData(tenderTagsKey(tenderId), tags),
  });
}

/** Creates a tag (no id) or renames and recolours one. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS }),
  });
}
