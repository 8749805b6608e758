import { type SQL, sql } from 'drizzle-orm';
import type { ProcurementSearchQuery } from '../../common/api/procurement-search';
import { pgArray } from '../db/rows';
import { searchConditions } from './search-conditions';

/** Adjudicada and Resuelta: a contract was awarded, so its execution end can come up for renewal. */
export const AWARDED_STATUSES = ['ADJ', 'RES'] as const;

/** Days as YYYY-MM-DD, both included. */
export interface EndingWindow {
  from: string;
  to: string;
}

/**
 * What makes a tender a renewal (alias `p`): an awarded contract whose execution ends within
 * the window (the stored `execution_end`, served by its index).
 */
export const endingWithin = (ending: EndingWindow): SQL[] => [
  sql`p.status = any(${pgArray([...AWARDED_STATUSES])}::text[])`,
  sql`p.execution_end >= ${ending.from}::date`,
  sql`p.execution_end <= ${ending.to}::date`,
];

/** A renewal search: the tender search's words and filters, within the ending window. */
export const renewalConditions = (
  q: Pick<ProcurementSearchQuery, 'searchTerms' | 'filters'> & { ending: EndingWindow },
  now: Date = new Date(),
): SQL[] => [...searchConditions(q, now), ...endingWithin(q.ending)];
