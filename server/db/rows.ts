import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * An array as ONE text parameter in Postgres array syntax, to be cast in SQL
 * (`${pgArray(ids)}::int[]`). Drizzle would otherwise expand a JS array into a list of
 * parameters, and the two drivers serialise arrays differently.
 */
export function pgArray(values: readonly (string | number)[]): string {
  const items = values.map((v) =>
    typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`,
  );
  return `{${items.join(',')}}`;
}
