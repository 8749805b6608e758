import { and, eq, isNull } from 'drizzle-orm';
import { FAVORITES_TAG_ID, type Tag } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { projectTags } from '../../db/schema';
import { getOwnTag } from './get-own-tag';
import { assertTenderExists, listTenderTags } from './list-tender-tags';
import { storedTagId } from './present-tag';

interface Tagging {
  userId: number;
  projectId: number;
  /** -1 for Favoritos. */
  tagId: number;
}

async function assertTaggable(db: Db, { userId, projectId, tagId }: Tagging) {
  await assertTenderExists(db, projectId);
  if (tagId !== FAVORITES_TAG_ID) await getOwnTag(db, userId, tagId);
}

/** Puts one of the user's tags (or Favoritos) on a tender; twice is once. Answers the tender's tags. */
export async function tagTender(db: Db, tagging: Tagging): Promise<Tag[]> {
  await assertTaggable(db, tagging);
  await db
    .insert(projectTags)
    .values({ userId: tagging.userId, projectId: tagging.projectId, tagId: storedTagId(tagging.tagId) })
    .onConflictDoNothing();
  return listTenderTags(db, tagging.userId, tagging.projectId);
}

/** Takes a tag off a tender (nothing to do if it was not there). Answers the tender's tags. */
export async function untagTender(db: Db, tagging: Tagging): Promise<Tag[]> {
  await assertTaggable(db, tagging);
  const tagId = storedTagId(tagging.tagId);
  await db
    .delete(projectTags)
    .where(
      and(
        eq(projectTags.userId, tagging.userId),
        eq(projectTags.projectId, tagging.projectId),
        tagId === null ? isNull(projectTags.tagId) : eq(projectTags.tagId, tagId),
      ),
    );
  return listTenderTags(db, tagging.userId, tagging.projectId);
}
