import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ProcurementFilters } from '../../common/api/procurement-search';
import { tenderFilterConditions } from './tender-filters';

/**
 * How the clock alone can change which tenders a search's filters match, without any data
 * changing:
 * - `none`: it cannot;
 * - `deadlines`: only "open tenders" depends on it, and a tender only ever leaves it, at its
 *   submission deadline: the answer holds until the earliest deadline among the matches;
 * - `unknown`: another filter depends on the current time in a way not described here.
 * Told by building the conditions at two different instants and comparing them, so a filter
 * added later that reads the clock is noticed, never served stale.
 */
export type TimeDependence = 'none' | 'deadlines' | 'unknown';

const dialect = new PgDialect();
const EPOCH = new Date(0);
const LATER = new Date(86_400_000);

const rendered = (filters: ProcurementFilters, now: Date) => {
  const { sql: text, params } = dialect.sqlToQuery(
    sql.join(tenderFilterConditions(filters, now), sql` and `),
  );
  return JSON.stringify([text, params]);
};

export function timeDependence(filters: ProcurementFilters): TimeDependence {
  const others = { ...filters, only_active: false };
  if (rendered(others, EPOCH) !== rendered(others, LATER)) return 'unknown';
  return filters.only_active ? 'deadlines' : 'none';
}
