import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';

/** Counted exactly up to this many matches; beyond, estimated from a sample of the table. */
export const EXACT_COUNT_LIMIT = 10_000;
/**
 * Pages of the table read to estimate a larger count (about 0.8 % of a million tenders)…
 * Twice as many cost twice the time and were hardly closer: on the million tenders both were
 * within 12-14 % of the truth (rows stored together match together).
 */
const SAMPLE_PAGES = 1_000;
/** …or fewer when the planner expects many matches: enough to see about this many of them… */
const SAMPLE_HITS = 400;
/** …but never fewer pages than this: the rows of a page were stored together and match together. */
const MIN_SAMPLE_PAGES = 200;

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

/** Exactly how many tenders match, when at most `limit` do (else null). */
export async function countExactly(
  db: Db,
  where: SQL,
  limit: number,
  deadlines: boolean,
): Promise<Count | null> {
  const [exact] = await queryRows<{ n: number; generation: number; next_deadline: string | Date | null }>(
    db,
    sql`select count(*)::int as n, ${seenGeneration} as generation,
          ${deadlines ? sql`min(m.deadline)` : sql`null`} as next_deadline
        from (select ${deadlines ? sql`p.submission_deadline` : sql`null`} as deadline from projects p
          where ${where} limit ${limit + 1}) m`,
  );
  const n = exact?.n ?? 0;
  if (n > limit) return null;
  const nextDeadline = asDate(exact?.next_deadline);
  return { total: n, estimated: false, generations: [exact?.generation ?? 0], nextDeadline };
}

/** How long a web process trusts the table size it read: the size only picks a search's plan. */
const TABLE_SIZE_MAX_AGE_MS = 60_000;
const tableSizes = new WeakMap<Db, { rows: number; readAt: number }>();

/**
 * The table holds at most `rows` tenders, by the planner's statistics (unknown before the first
 * ANALYZE: then no). Read once a minute per database, not per search.
 */
export async function tenderTableAtMost(db: Db, rows: number): Promise<boolean> {
  let size = tableSizes.get(db);
  if (!size || Date.now() - size.readAt > TABLE_SIZE_MAX_AGE_MS) {
    const [row] = await queryRows<{ rows: number }>(
      db,
      sql`select reltuples::float8 as rows from pg_class where oid = 'projects'::regclass`,
    );
    size = { rows: Number(row?.rows ?? -1), readAt: Date.now() };
    tableSizes.set(db, size);
  }
  return size.rows >= 0 && size.rows <= rows;
}

/** The planner's guess of how many tenders match, from its statistics (no row is read). */
export async function plannedMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from projects p where ${where}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * The count of all tenders, or of one word alone, as the planner has it: the statistics keep the
 * share of deleted tenders and of every common word from a sample of 300 × the statistics target
 * tenders spread over the whole table (ours reads fewer, page by page), so beyond twice the exact
 * limit, where only common words reach, it is the better estimate and reads no row. On the million
 * tenders it was within 0.6-1.8 % of the truth for four words of 32,000-509,000 matches, and
 * within 0.1 % for all of them.
 */
export const plannedCount = (planned: number, exactLimit: number): Count => ({
  total: Math.max(exactLimit + 1, roughly(planned)),
  estimated: true,
  generations: [],
  nextDeadline: null,
});

/** How many tenders match, by a repeatable sample of table pages (the same on every page). */
export interface Sample {
  matches: number;
  /** The share of the table's tenders that match (0 to 1). */
  share: number;
  /** The sample was the whole table: `matches` is exact. */
  whole: boolean;
  generation: number;
}

/** `planned`: the planner's guess of the matches (0 when not known), to read fewer pages. */
export async function sampleMatches(db: Db, where: SQL, planned = 0): Promise<Sample> {
  const plannedPercent = planned > 0 ? (100 * SAMPLE_HITS) / planned : 100;
  const [sampled] = await queryRows<{
    n: number;
    rows: number;
    generation: number;
    percent: number;
    full: number;
  }>(
    db,
    sql`select count(*) filter (where m.hit)::int as n, count(m.hit)::int as rows,
          min(s.generation) as generation, min(s.percent) as percent, min(s.full) as full
        from (select ${seenGeneration} as generation, t.full,
            case when t.full >= 100 then 100 else greatest(least(t.full, ${plannedPercent}::float8),
              t.full * ${MIN_SAMPLE_PAGES / SAMPLE_PAGES}) end as percent
          from (select least(100, 100.0 * ${SAMPLE_PAGES} / greatest(1,
            pg_relation_size('projects') / current_setting('block_size')::int))::float8 as full) t) s
        left join lateral (select coalesce(${where}, false) as hit
          from projects p tablesample system (s.percent) repeatable (1)) m on true`,
  );
  const percent = sampled?.percent ?? 100;
  const n = sampled?.n ?? 0;
  // Far fewer than the planner expected: too few to tell, read the usual sample (unless this one
  // was already most of it: 'solo activas' read the same 2,000 pages twice).
  if (2 * percent < (sampled?.full ?? 100) && n < SAMPLE_HITS / 4) return sampleMatches(db, where);
  return {
    matches: (n * 100) / percent,
    share: n / Math.max(1, sampled?.rows ?? 0),
    whole: percent >= 100,
    generation: sampled?.generation ?? 0,
  };
}

/**
 * More than `limit` match, beyond doubt: a sample of about 0.8 % of the pages puts twice the
 * limit's matches that far from it only by a very rare chance.
 */
export const surelyMore = (sample: Sample, limit: number) =>
  sample.whole ? sample.matches > limit : sample.matches >= 2 * limit;

/** The count of more than `exactLimit` matches, from their sample. */
export const estimated = (sample: Sample, exactLimit: number): Count => ({
  total: Math.max(exactLimit + 1, roughly(sample.matches)),
  estimated: !sample.whole,
  generations: [sample.generation],
  nextDeadline: null,
});
