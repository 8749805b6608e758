import { and, eq } from 'drizzle-orm';
import { FAVORITES_TAG_ID, TAG_MESSAGES } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../errors';
import { tagNotFound } from './present-tag';

/** Deletes one of the user's tags and, with it (cascade), every place it was put. */
export async function deleteTag(db: Db, userId: number, id: number): Promise<void> {
  if (id === FAVORITES_TAG_ID) throw new AppError('unprocessable', TAG_MESSAGES.favoritesUndeletable);
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    .returning({ id: tags.id });
  if (deleted.length === 0) throw tagNotFound();
}
