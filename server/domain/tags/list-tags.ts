import { asc, eq, sql } from 'drizzle-orm';
import { FAVORITES_TAG, type Tag } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';
import { presentTag } from './present-tag';

/** The user's tags: Favoritos first, then their own by name. */
export async function listTags(db: Db, userId: number): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.userId, userId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return [FAVORITES_TAG, ...rows.map(presentTag)];
}
