import { FAVORITES_TAG, FAVORITES_TAG_ID, TAG_MESSAGES, type Tag } from '../../../common/api/tags';
import type { tags } from '../../db/schema';
import { AppError } from '../../errors';

type TagRow = Pick<typeof tags.$inferSelect, 'id' | 'name' | 'fontColor' | 'backgroundColor'>;

export function presentTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    font_color: row.fontColor,
    background_color: row.backgroundColor,
    type: 'custom',
  };
}

/** A tag as the API shows it: the built-in Favoritos for a null tag id (see projectTags). */
export function presentTagOrFavorites(row: TagRow | null): Tag {
  return row ? presentTag(row) : FAVORITES_TAG;
}

export const tagNotFound = () => new AppError('not_found', TAG_MESSAGES.notFound);

/** The stored tag id of an API tag id: null for Favoritos. */
export const storedTagId = (id: number): number | null => (id === FAVORITES_TAG_ID ? null : id);

/** Postgres' unique_violation, whichever driver (and wrapper) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
