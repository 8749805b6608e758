import { TAG_ROUTES, TENDER_TAG_ROUTES } from '../../../../common/api/routes/tags';
import type { Tag, TagInput } from '../../../../common/api/tags';
import { api } from '../../../api/client';

/** The user's tags, Favoritos first. */
export const fetchTags = async (signal?: AbortSignal) => (await api.call(TAG_ROUTES.list, { signal })).tags;

/** The user's tags on one tender. */
export const fetchTenderTags = async (tenderId: number, signal?: AbortSignal) =>
  (await api.call(TENDER_TAG_ROUTES.list, { params: { id: tenderId }, signal })).tags;

/** Puts a tag on the tender (`on`) or takes it off; the answer is the tender's tags. */
export async function toggleTenderTag(tenderId: number, tagId: number, on: boolean) {
  const route = on ? TENDER_TAG_ROUTES.add : TENDER_TAG_ROUTES.remove;
  return (await api.call(route, { params: { id: tenderId, tag_id: tagId } })).tags;
}

/** Creates a tag (no id) or renames and recolours one. */
export async function saveTag({ id, tag }: { id?: number; tag: TagInput }): Promise<Tag> {
  const saved =
    id === undefined
      ? api.call(TAG_ROUTES.create, { body: { tag } })
      : api.call(TAG_ROUTES.update, { params: { id }, body: { tag } });
  return (await saved).tag;
}

export const deleteTag = (id: number) => api.call(TAG_ROUTES.delete, { params: { id } });
