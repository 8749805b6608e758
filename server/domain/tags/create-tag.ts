import type { Tag } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';
import { presentTag } from './present-tag';
import { assertNameFree, uniqueName, type ValidTag } from './tag-names';

export async function createTag(db: Db, userId: number, input: ValidTag): Promise<Tag> {
  assertNameFree(input.name);
  const [row] = await uniqueName(() =>
    db
      .insert(tags)
      .values({
        userId,
        name: input.name,
        fontColor: input.font_color,
        backgroundColor: input.background_color,
      })
      .returning(),
  );
  return presentTag(row!);
}
