import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneWord, severalWords } from '../../search/search-conditions';
import { tenderFilterConditions } from '../../search/tender-filters';
import {
  type Count,
  plannedCount,
  plannedMatches,
  type Sample,
  sampleMatches,
  surelyMore,
  tenderTableAtMost,
} from './search-count';
import { orderBy, type SearchPlan } from './search-plan';
import { type PageRow, readSmallSet } from './search-small-set';

/** What the reads of the whole match set learnt when none held every match. */
export interface Probe {
  sample?: Sample;
  /** More than this many match. */
  known: number;
  /** The planner's guess of the matches (0 when not asked). */
  planned: number;
  /** The count taken from the planner's statistics, when that is the estimate. */
  counted?: Count;
}

/**
 * Reads every match at once when there are few (up to each of `readWhole` in turn): counted,
 * ranked and cut into the page in one statement. Otherwise says what it learnt on the way.
 */
export async function readIfFew(
  db: Db,
  plan: SearchPlan,
  rankedCandidates: number,
  readWhole: number[],
): Promise<{ count: Count; rows: PageRow[] } | Probe> {
  const { q, where, text, exactLimit } = plan;
  // Within every limit below, a small set's answer is theirs: all its matches are ranked and
  // counted exactly.
  const rankLimit = plan.byScore
    ? Math.max(rankedCandidates, plan.offset + q.pageSize)
    : Number.POSITIVE_INFINITY;
  const allSizes = [...new Set(readWhole.map((size) => Math.min(size, exactLimit, rankLimit)))];
  const largest = Math.max(0, ...allSizes);
  // A table no larger than the largest read is read once: no guess is worth a statement.
  const sizes = allSizes.length > 1 && (await tenderTableAtMost(db, largest)) ? [largest] : allSizes;
  let sample: Sample | undefined;
  let known = 0;
  // Which read to try first is guessed from the planner's statistics (no row read): a read
  // larger than the matches costs no more than theirs. Before a larger read, a sample of the
  // table must leave it a chance, unless the planner, not yet proven wrong, expects far fewer.
  // Several words are sampled first, without the planner's guess: it is too low to go by.
  const askPlanner = sizes.length > 1 && !severalWords(q.searchTerms);
  const planned = askPlanner ? await plannedMatches(db, where) : 0;
  if (sizes.length > 1 && !askPlanner) sample = await sampleMatches(db, where);
  // All tenders, or one word alone, beyond twice the exact limit: the planner's count is the estimate.
  const alone =
    plan.scope.length === 0 &&
    (!text || oneWord(q.searchTerms)) &&
    tenderFilterConditions(q.filters).length === 1;
  const counted = alone && planned >= 2 * exactLimit ? plannedCount(planned, exactLimit) : undefined;
  for (const [i, size] of (counted ? [] : sizes).entries()) {
    const last = i === sizes.length - 1;
    if (!sample && !last && planned > size) continue;
    if (!sample && i > 0 && (known > 0 || planned > size / 2))
      sample = await sampleMatches(db, where, planned);
    if (sample && surelyMore(sample, size)) {
      if (last) break;
      continue;
    }
    const exact = plan.identifier && text ? text.exact : null;
    const small = await readSmallSet(db, {
      where,
      limit: size,
      order: orderBy(q, Boolean(text), exact ? sql`p.exact_match` : undefined),
      rank: plan.byScore && text ? plan.score : null,
      exact,
      score: plan.score,
      pageSize: q.pageSize,
      offset: plan.offset,
      deadlines: plan.clock === 'deadlines',
    });
    if (small.rows) {
      const generations = [small.generation, ...(sample ? [sample.generation] : [])];
      const count = { total: small.count, estimated: false, generations, nextDeadline: small.nextDeadline };
      return { count, rows: small.rows };
    }
    known = size;
  }
  return { sample, known, planned, counted };
}
