import { and, eq } from 'drizzle-orm';
import { FAVORITES_TAG_ID, TAG_MESSAGES, type Tag } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../errors';
import { getOwnTag } from './get-own-tag';
import { presentTag } from './present-tag';
import { assertNameFree, uniqueName, type ValidTag } from './tag-names';

/** Renames and recolours one of the user's tags; Favoritos is fixed. */
export async function updateTag(db: Db, userId: number, id: number, input: ValidTag): Promise<Tag> {
  if (id === FAVORITES_TAG_ID) throw new AppError('unprocessable', TAG_MESSAGES.favoritesReadOnly);
  await getOwnTag(db, userId, id);
  assertNameFree(input.name);
  const [row] = await uniqueName(() =>
    db
      .update(tags)
      .set({ name: input.name, fontColor: input.font_color, backgroundColor: input.background_color })
      .where(and(eq(tags.id, id), eq(tags.userId, userId)))
      .returning(),
  );
  return presentTag(row!);
}
