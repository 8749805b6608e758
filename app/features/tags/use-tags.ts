import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Tag, type TagInput, tagResponseSchema, tagsResponseSchema } from '../../../common/api/tags';
import { api } from '../../api/client';

// Every tag query starts with 'tags': a renamed or deleted tag refreshes the tender rows too.
const TAGS = ['tags'] as const;
const projectTagsKey = (projectId: number) => ['tags', 'project', projectId] as const;

/** The user's tags, Favoritos first (GET /v1/tags). */
export function useTags() {
  return useQuery({
    queryKey: TAGS,
    queryFn: async ({ signal }) => (await api.get('/v1/tags', { schema: tagsResponseSchema, signal })).tags,
  });
}

/** The user's tags on one tender. */
export function useProjectTags(projectId: number) {
  return useQuery({
    queryKey: projectTagsKey(projectId),
    queryFn: async ({ signal }) =>
      (await api.get(`/v1/procurement_projects/${projectId}/tags`, { schema: tagsResponseSchema, signal }))
        .tags,
  });
}

/** Puts a tag on the tender (`on`) or takes it off; the answer is the tender's tags. */
export function useToggleProjectTag(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tagId, on }: { tagId: number; on: boolean }) => {
      const path = `/v1/procurement_projects/${projectId}/tags/${tagId}`;
      const options = { schema: tagsResponseSchema };
      return (on ? await api.post(path, options) : await api.delete(path, options)).tags;
    },
    onSuccess: (tags) => queryClient.setQueryData(projectTagsKey(projectId), tags),
  });
}

/** Creates a tag (no id) or renames and recolours one. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tag }: { id?: number; tag: TagInput }): Promise<Tag> => {
      const options = { body: { tag }, schema: tagResponseSchema };
      const saved = id === undefined ? api.post('/v1/tags', options) : api.put(`/v1/tags/${id}/`, options);
      return (await saved).tag;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/v1/tags/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS }),
  });
}
