import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';

/** Counted exactly up to this many matches; beyond, estimated from a sample of the table. */
export const EXACT_COUNT_LIMIT = 10_000;
/** Pages of the table read to estimate a larger count (about 1.5 % of a million tenders). */
const SAMPLE_PAGES = 2_000;

/** Three significant digits: an estimate should not look exact. */
const roughly = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 2);
  return Math.round(n / unit) * unit;
};

export interface Count {
  total: number;
  estimated: boolean;
  /** The data generation each statement saw. */
  generations: number[];
  /** The earliest submission deadline among the matches, when asked for and counted exactly. */
  nextDeadline: Date | null;
}

export const asDate = (value: string | Date | null | undefined) => (value == null ? null : new Date(value));

/**
 * How many tenders match. Counting half a million matches exactly reads half the table
 * (hundreds of ms); past `exactLimit` the count is estimated from a repeatable sample of
 * table pages (the same on every page of the results) and flagged as such.
 */
export async function countMatches(
  db: Db,
  where: SQL,
  exactLimit: number,
  deadlines: boolean,
): Promise<Count> {
  const [exact] = await queryRows<{ n: number; generation: number; next_deadline: string | Date | null }>(
    db,
    sql`select count(*)::int as n, ${seenGeneration} as generation,
          ${deadlines ? sql`min(m.deadline)` : sql`null`} as next_deadline
        from (select ${deadlines ? sql`p.submission_deadline` : sql`null`} as deadline from projects p
          where ${where} limit ${exactLimit + 1}) m`,
  );
  const counted = exact?.n ?? 0;
  const generation = exact?.generation ?? 0;
  if (counted <= exactLimit)
    return {
      total: counted,
      estimated: false,
      generations: [generation],
      nextDeadline: asDate(exact?.next_deadline),
    };
  const estimate = await estimateMatches(db, where, exactLimit);
  return { ...estimate, generations: [generation, ...estimate.generations] };
}

/** The count of more than `exactLimit` matches, estimated from a sample of the table. */
export async function estimateMatches(db: Db, where: SQL, exactLimit: number): Promise<Count> {
  const [sampled] = await queryRows<{ n: number; generation: number; percent: number }>(
    db,
    sql`select count(m.one)::int as n, min(s.generation) as generation, min(s.percent) as percent
        from (select ${seenGeneration} as generation, least(100, 100.0 * ${SAMPLE_PAGES} / greatest(1,
          pg_relation_size('projects') / current_setting('block_size')::int))::float8 as percent) s
        left join lateral (select 1 as one from projects p tablesample system (s.percent) repeatable (1)
          where ${where}) m on true`,
  );
  const percent = sampled?.percent ?? 100;
  const total = Math.max(exactLimit + 1, roughly(((sampled?.n ?? 0) * 100) / percent));
  return { total, estimated: percent < 100, generations: [sampled?.generation ?? 0], nextDeadline: null };
}
