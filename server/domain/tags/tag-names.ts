import { FAVORITES_TAG, TAG_MESSAGES, type TagInput } from '../../../common/api/tags';
import { AppError } from '../../errors';
import { isUniqueViolation } from './present-tag';

/** A tag as validated by tagInputSchema. */
export type ValidTag = Required<TagInput>;

const duplicate = () =>
  new AppError('conflict', TAG_MESSAGES.duplicate, [{ field: 'tag.name', message: TAG_MESSAGES.duplicate }]);

/** Favoritos is every user's first tag: a tag of one's own cannot take its name. */
export function assertNameFree(name: string) {
  if (name.toLocaleLowerCase('es') === FAVORITES_TAG.name.toLocaleLowerCase('es')) throw duplicate();
}

/** Two tags of one user cannot share a name, in any case (unique index on lower(name)): a 409. */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
