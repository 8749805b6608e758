import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A statement prepared once per database handle and reused: the hot queries (every request's
 * session lookup, the tender page) skip drizzle's query building each time, and on PostgreSQL
 * their name makes each connection parse and plan them once instead of on every call.
 */
export function preparedPerDb<P>(prepare: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

const dialect = new PgDialect();

/**
 * Raw SQL as a named prepared statement: its values are `sql.placeholder(name)`s, given at each
 * call. Answers rows as `queryRows` does.
 */
export function preparedRows<T, V extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Db, values: V) => Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = preparedPerDb((db) => db._.session.prepareQuery(compiled, undefined, name, false));
  return async (db, values) => ((await prepared(db).execute(values)) as { rows: T[] }).rows;
}
