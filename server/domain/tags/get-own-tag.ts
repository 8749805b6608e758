import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';
import { tagNotFound } from './present-tag';

/** One of the user's own tags; another user's (or a missing) tag is a 404. */
export async function getOwnTag(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)));
  if (!row) throw tagNotFound();
  return row;
}
