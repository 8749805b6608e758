import { type SQL, sql } from 'drizzle-orm';
import type {
  ProcurementSearchQuery,
  ProcurementSearchResponse,
  ProjectSummary,
} from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import {
  hasPhrase,
  looksLikeIdentifier,
  oneWord,
  searchConditions,
  severalWords,
  tenderTextMatch,
} from '../../search/search-conditions';
import { tenderFilterConditions } from '../../search/tender-filters';
import { timeDependence } from '../../search/time-dependence';
import { presentTenderSummary, summaryColumns } from './present-tender-summary';
import {
  type Count,
  countExactly,
  EXACT_COUNT_LIMIT,
  estimated,
  plannedCount,
  plannedMatches,
  type Sample,
  sampleMatches,
  surelyMore,
  tenderTableAtMost,
} from './search-count';
import { type PageRow, readSmallSet } from './search-small-set';

/** The page's order; `exact` puts exact identifier matches first. */
function orderBy(q: ProcurementSearchQuery, hasText: boolean, exact?: SQL): SQL {
  return sql`${exact ? sql`(${exact}) desc,` : sql``} ${sortKeys(q, hasText)}`;
}

function sortKeys(q: ProcurementSearchQuery, hasText: boolean): SQL {
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  // Written exactly like the indexes (id is never null), so they serve the sort.
  const byDate = sql`p.publication_date ${dir} nulls last, p.id ${dir} nulls last`;
  if (q.sortField === 'score' && hasText)
    return sql`score desc, p.publication_date desc nulls last, p.id desc`;
  if (q.sortField === 'estimated_overall_contract_amount')
    return sql`p.sort_amount ${dir} nulls last, p.id desc nulls last`;
  return byDate;
}

/**
 * A phrase is checked on the positions of every document holding all its words, each read from
 * the table: counted exactly only up to this many matches.
 */
export const EXACT_PHRASE_COUNT_LIMIT = 2_000;
/**
 * A phrase's page is first looked for among this many newest tenders (in the page's order), read
 * one by one, instead of reading every document holding its words; up to four times as many
 * when the sample says the phrase is that rare (twice the tenders its share needs for the page).
 */
export const PHRASE_WALK = 5_000;
/** Relevance is computed over at most this many of the newest matches (or the pages asked for). */
export const RANKED_CANDIDATES = 2_000;
/**
 * Up to this many matches are read once, counted, sorted and cut into the page in one statement
 * (walking a sort's index instead reads the whole table when few rows match: an "only active"
 * search with none open read a million rows). The larger size is tried only when a sample (or the
 * planner, expecting under half of it) says the matches may fit it: reading 10,001 of half a
 * million matches only to learn there are more cost ten times the smaller read. The smaller is
 * skipped when the planner expects more.
 */
export const READ_WHOLE = [1_000, EXACT_COUNT_LIMIT];

/** What a search's statements saw, for a cache to tell whether its answer is current. */
export interface SearchSnapshot {
  /** The data generation each statement's snapshot saw (server/db/data-generation.ts). */
  generations: number[];
  /** When the clock alone changes the answer: null never, undefined not known. */
  changesAt: Date | null | undefined;
}

/**
 * The tender search: words, "phrases", OR and -exclusion (websearch syntax) over the weighted
 * Spanish document, every tender filter, an exact expediente/tax-id match ranked first, and the
 * sort orders (relevance, date, estimated value). Returns one page plus the total count. `scope`
 * narrows it further (e.g. to one contracting body's tenders on its company page).
 */
export async function searchTenders(...args: Parameters<typeof searchTendersSeen>) {
  return (await searchTendersSeen(...args)).answer;
}

/** `searchTenders` with what its statements saw. */
export async function searchTendersSeen(
  db: Db,
  q: ProcurementSearchQuery,
  {
    scope = [],
    now = new Date(),
    exactCountLimit = EXACT_COUNT_LIMIT,
    exactPhraseCountLimit = EXACT_PHRASE_COUNT_LIMIT,
    rankedCandidates = RANKED_CANDIDATES,
    phraseWalk = PHRASE_WALK,
    readWhole = READ_WHOLE,
  }: {
    scope?: SQL[];
    now?: Date;
    exactCountLimit?: number;
    exactPhraseCountLimit?: number;
    rankedCandidates?: number;
    phraseWalk?: number;
    readWhole?: number[];
  } = {},
): Promise<{ answer: ProcurementSearchResponse; seen: SearchSnapshot }> {
  const text = tenderTextMatch(q.searchTerms);
  const where = sql.join([...searchConditions(q, now), ...scope], sql` and `);
  const offset = (q.page - 1) * q.pageSize;

  const identifier = text && looksLikeIdentifier(q.searchTerms);
  const phrase = text && hasPhrase(q.searchTerms);
  const order = orderBy(q, Boolean(text), identifier ? text.exact : undefined);
  const score = text ? sql`(case when ${text.exact} then 1000 else 0 end) + ${text.rank}` : sql`null::real`;
  const byScore = Boolean(text) && q.sortField === 'score';
  const exactLimit = phrase ? Math.min(exactCountLimit, exactPhraseCountLimit) : exactCountLimit;
  const clock = timeDependence(q.filters);

  // Within every limit below, a small set's answer is theirs: all its matches are ranked and
  // counted exactly.
  const rankLimit = byScore ? Math.max(rankedCandidates, offset + q.pageSize) : Number.POSITIVE_INFINITY;
  const allSizes = [...new Set(readWhole.map((size) => Math.min(size, exactLimit, rankLimit)))];
  const largest = Math.max(0, ...allSizes);
  // A table no larger than the largest read is read once: no guess is worth a statement.
  const sizes = allSizes.length > 1 && (await tenderTableAtMost(db, largest)) ? [largest] : allSizes;
  let sample: Sample | undefined;
  let known = 0; // more than this many match
  // Which read to try first is guessed from the planner's statistics (no row read): a read
  // larger than the matches costs no more than theirs. Before a larger read, a sample of the
  // table must leave it a chance, unless the planner, not yet proven wrong, expects far fewer.
  // Several words are sampled first, without the planner's guess: it is too low to go by.
  const askPlanner = sizes.length > 1 && !severalWords(q.searchTerms);
  const planned = askPlanner ? await plannedMatches(db, where) : 0;
  if (sizes.length > 1 && !askPlanner) sample = await sampleMatches(db, where);
  // All tenders, or one word alone, beyond twice the exact limit: the planner's count is the estimate.
  const alone =
    scope.length === 0 && (!text || oneWord(q.searchTerms)) && tenderFilterConditions(q.filters).length === 1;
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
    const small = await readSmallSet(db, {
      where,
      limit: size,
      order: orderBy(q, Boolean(text), identifier ? sql`p.exact_match` : undefined),
      rank: byScore && text ? score : null,
      exact: identifier ? text.exact : null,
      score,
      pageSize: q.pageSize,
      offset,
      deadlines: clock === 'deadlines',
    });
    if (small.rows) {
      const generations = [small.generation, ...(sample ? [sample.generation] : [])];
      const count = { total: small.count, estimated: false, generations, nextDeadline: small.nextDeadline };
      return answerOf(q, clock, count, small.rows);
    }
    known = size;
  }
  const countAll = async (): Promise<Count> => {
    if (counted) return counted;
    if (known < exactLimit && !(sample && surelyMore(sample, exactLimit))) {
      const exact = await countExactly(db, where, exactLimit, clock === 'deadlines');
      if (exact)
        return { ...exact, generations: [...exact.generations, ...(sample ? [sample.generation] : [])] };
    }
    return estimated(sample ?? (await sampleMatches(db, where, planned)), exactLimit);
  };
  // The page is cut first, then presented: the summary reads the large `data` document (out of
  // line), which would otherwise be read for every row the sort sees or the offset skips.
  const page = (from: SQL) =>
    queryRows<PageRow>(
      db,
      sql`select ${summaryColumns}, p.score, ${seenGeneration} as generation from (select p.*, ${score} as score from ${from}
          order by ${order} limit ${q.pageSize} offset ${offset}) p
          order by ${order}`,
    );

  let from = sql`projects p where ${where}`;
  let pageRows: () => Promise<PageRow[]> = () => page(from);
  const needed = offset + q.pageSize;
  const walkLength = sample?.share
    ? Math.min(4 * phraseWalk, Math.max(phraseWalk, Math.ceil((2 * needed) / sample.share)))
    : phraseWalk;
  if (phrase && !identifier && q.sortField !== 'score' && needed <= walkLength) {
    // Every document with the phrase's words is read to check their positions: thousands for
    // common words. Walking the newest tenders (the sort's own index) reads only until the page
    // is full. A full page there is exactly the page: the walk covers a prefix of the order.
    const filtersOnly = sql.join([...tenderFilterConditions(q.filters, now), ...scope], sql` and `);
    const walk = sql`(select p.* from projects p where ${filtersOnly} order by ${order}
      limit ${walkLength}) p where ${where}`;
    pageRows = async () => {
      const found = await page(walk);
      return found.length === q.pageSize ? found : page(from);
    };
  } else if (text && q.sortField === 'score') {
    // ts_rank_cd reads every matching document: over a common word that is most of the table.
    // Rank the newest matches instead (all of them when there are fewer), plus exact
    // identifier matches wherever they are. Ranked as they are found: looking them up again by
    // id cost as much as finding them.
    const newest = sql`(select p.* from projects p where ${where}
      order by p.publication_date desc nulls last, p.id desc nulls last
      limit ${Math.max(rankedCandidates, offset + q.pageSize)})`;
    const exactOnes = identifier
      ? sql` union (select p.* from projects p where ${where} and ${text.exact})`
      : sql``;
    from = sql`(${newest}${exactOnes}) p`;
  }
  // Two queries at once: on PostgreSQL they run on two connections.
  const [count, rows] = await Promise.all([countAll(), pageRows()]);
  return answerOf(q, clock, count, rows);
}

function answerOf(
  q: ProcurementSearchQuery,
  clock: ReturnType<typeof timeDependence>,
  count: Count,
  rows: PageRow[],
): { answer: ProcurementSearchResponse; seen: SearchSnapshot } {
  const results: ProjectSummary[] = rows.map(presentTenderSummary);
  const answer = {
    results,
    metadata: {
      total_results: count.total,
      total_pages: Math.ceil(count.total / q.pageSize),
      current_page: q.page,
      total_is_estimate: count.estimated,
    },
  };
  const changesAt = {
    none: null,
    deadlines: count.estimated ? undefined : count.nextDeadline,
    unknown: undefined,
  }[clock];
  return {
    answer,
    seen: { generations: [...count.generations, ...rows.map((r) => r.generation)], changesAt },
  };
}
