import { isDeepStrictEqual } from 'node:util';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields whose values differ, as from/to pairs; `undefined` and `null` count as the same. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (!isDeepStrictEqual(from, to)) changes[key] = { from, to };
  }
  return changes;
}

export interface KeyedChange<T> {
  key: string;
  change: 'added' | 'removed' | 'changed';
  /** For `changed`: the fields that differ. */
  fields?: FieldChanges;
  item: T;
}

/** Compares two lists of items identified by a key (lots by lot id, documents by uri). */
export function diffKeyed<T extends object>(
  before: T[],
  after: T[],
  keyOf: (item: T) => string,
): KeyedChange<T>[] {
  const old = new Map(before.map((item) => [keyOf(item), item]));
  const changes: KeyedChange<T>[] = [];
  for (const item of after) {
    const key = keyOf(item);
    const previous = old.get(key);
    old.delete(key);
    if (!previous) {
      changes.push({ key, change: 'added', item });
      continue;
    }
    const fields = diffFields(previous as Record<string, unknown>, item as Record<string, unknown>);
    if (Object.keys(fields).length > 0) changes.push({ key, change: 'changed', fields, item });
  }
  for (const [key, item] of old) changes.push({ key, change: 'removed', item });
  return changes;
}
