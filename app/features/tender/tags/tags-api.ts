import { type Tag, type TagInput, tagResponseSchema, tagsResponseSchema } from '../../../../common/api/tags';
import { api } from '../../../api/client';

/** The user's tags, Favoritos first (GET /v1/tags). */
export const fetchTags = async (signal?: AbortSignal) =>
  (await api.get('/v1/tags', { schema: tagsResponseSchema, signal })).tags;

/** The user's tags on one tender. */
export const fetchTenderTags = async (tenderId: number, signal?: AbortSignal) =>
  (await api.get(`/v1/procurement_projects/${tenderId}/tags`, { schema: tagsResponseSchema, signal })).tags;

/** Puts a tag on the tender (`on`) or takes it off; the answer is the tender's tags. */
export async function toggleTenderTag(tenderId: number, tagId: number, on: boolean) {
  const path = `/v1/procurement_projects/${tenderId}/tags/${tagId}`;
  const options = { schema: tagsResponseSchema };
  return (on ? await api.post(path, options) : await api.delete(path, options)).tags;
}

/** Creates a tag (no id) or renames and recolours one. */
export async function saveTag({ id, tag }: { id?: number; tag: TagInput }): Promise<Tag> {
  const options = { body: { tag }, schema: tagResponseSchema };
  const saved = id === undefined ? api.post('/v1/tags', options) : api.put(`/v1/tags/${id}/`, options);
  return (await saved).tag;
}

export const deleteTag = (id: number) => api.delete(`/v1/tags/${id}`);
