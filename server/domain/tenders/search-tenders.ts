import { type SQL, sql } from 'drizzle-orm';
import type {
  ProcurementSearchQuery,
  ProcurementSearchResponse,
  SearchResult,
} from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { documentMatches } from '../../search/document-matches';
import type { EligibilityProfile } from '../../search/eligibility-facts';
import {
  hasPhrase,
  looksLikeIdentifier,
  searchConditions,
  tenderTextMatch,
} from '../../search/search-conditions';
import { timeDependence } from '../../search/time-dependence';
import { presentTenderSummary } from './present-tender-summary';
import { type Count, EXACT_COUNT_LIMIT } from './search-count';
import { readIfFew } from './search-if-few';
import { readLargeSet } from './search-large-set';
import { orderBy, type SearchPlan } from './search-plan';
import type { PageRow } from './search-small-set';

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
    eligibility,
  }: {
    scope?: SQL[];
    now?: Date;
    exactCountLimit?: number;
    exactPhraseCountLimit?: number;
    rankedCandidates?: number;
    phraseWalk?: number;
    readWhole?: number[];
    /** The searching user's profile, for 'Solo las que cumplo'. */
    eligibility?: EligibilityProfile;
  } = {},
): Promise<{ answer: ProcurementSearchResponse; seen: SearchSnapshot }> {
  const text = tenderTextMatch(q.searchTerms);
  const identifier = Boolean(text) && looksLikeIdentifier(q.searchTerms);
  const phrase = Boolean(text) && hasPhrase(q.searchTerms);
  const plan: SearchPlan = {
    q,
    scope,
    now,
    where: sql.join([...searchConditions(q, now, eligibility), ...scope], sql` and `),
    text,
    identifier,
    phrase,
    order: orderBy(q, Boolean(text), identifier ? text?.exact : undefined),
    score: text ? sql`(case when ${text.exact} then 1000 else 0 end) + ${text.rank}` : sql`null::real`,
    byScore: Boolean(text) && q.sortField === 'score',
    offset: (q.page - 1) * q.pageSize,
    exactLimit: phrase ? Math.min(exactCountLimit, exactPhraseCountLimit) : exactCountLimit,
    clock: timeDependence(q.filters),
  };
  const small = await readIfFew(db, plan, rankedCandidates, readWhole);
  if ('rows' in small) return answerOf(db, q, plan.clock, small.count, small.rows);
  const [count, rows] = await readLargeSet(db, plan, small, { rankedCandidates, phraseWalk });
  return answerOf(db, q, plan.clock, count, rows);
}

async function answerOf(
  db: Db,
  q: ProcurementSearchQuery,
  clock: ReturnType<typeof timeDependence>,
  count: Count,
  rows: PageRow[],
): Promise<{ answer: ProcurementSearchResponse; seen: SearchSnapshot }> {
  const terms = q.filters.document_terms ?? '';
  const matches = await documentMatches(
    db,
    rows.map((row) => row.id),
    terms,
  );
  // The verdict is the user's: added after the shared (cached) answer (server/http/routes/tenders/search.ts).
  const results: SearchResult[] = rows.map((row) => ({
    ...presentTenderSummary(row),
    eligibility: null,
    document_match: matches.get(row.id) ?? null,
  }));
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
