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
