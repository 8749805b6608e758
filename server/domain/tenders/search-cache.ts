import { LRUCache } from 'lru-cache';
import type {
  ProcurementSearchQuery,
  ProcurementSearchResponse,
} from '../../../common/api/procurement-search';
import type { Database } from '../../db/client';
import { dataGeneration } from '../../db/data-generation';
import type { EligibilityProfile } from '../../search/eligibility-facts';
import { type SearchSnapshot, searchTenders, searchTendersSeen } from './search-tenders';

interface Entry {
  generation: number;
  /** Epoch ms from which the clock alone may have changed the answer (Infinity: never). */
  until: number;
  /** The answer as sent. */
  json: string;
}

/** The query as one string: object keys sorted, so the same search is always the same key. */
const keyOf = (q: ProcurementSearchQuery) =>
  JSON.stringify(q, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/**
 * Whether an answer is exactly the search's answer at `generation`: every statement (each may
 * have run on a different replica) saw that generation, an empty page is borne out by an exact
 * count that ends before it (an empty page tells no generation), and its lifetime is known.
 */
function isCurrent(
  { answer, seen }: { answer: ProcurementSearchResponse; seen: SearchSnapshot },
  generation: number,
  q: ProcurementSearchQuery,
): boolean {
  const { total_results, total_is_estimate } = answer.metadata;
  const emptyPageExplained = !total_is_estimate && total_results <= (q.page - 1) * q.pageSize;
  return (
    seen.changesAt !== undefined &&
    seen.generations.every((g) => g === generation) &&
    (answer.results.length > 0 || emptyPageExplained)
  );
}

/**
 * The tender search with its answers kept in memory, bounded in bytes (least recently used go
 * first; 0 turns the cache off). An answer holds no user's data — follows, tags and the like
 * come from their own calls, eligibility verdicts are added to it per user — so every user with
 * access shares it ('Solo las que cumplo' answers: every user whose profile compares the same). It is served while the data
 * generation read from the primary is the one it was computed at, and, for "open tenders only",
 * until the earliest submission deadline among its matches; anything else is a miss. `fresh`
 * skips the lookup (the answer is still stored). Answers are kept as `present` makes them (the
 * response's JSON text), so a hit neither validates nor serializes anything.
 */
export function cachedTenderSearch(maxBytes: number, present: (answer: ProcurementSearchResponse) => string) {
  const cache =
    maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: maxBytes,
          // A page of 1,000 tenders must not push out everything else.
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
          sizeCalculation: (entry, key) => entry.json.length + key.length,
        })
      : undefined;

  return async function search(
    database: Pick<Database, 'db' | 'read'>,
    q: ProcurementSearchQuery,
    { fresh = false, eligibility }: { fresh?: boolean; eligibility?: EligibilityProfile } = {},
  ): Promise<string> {
    if (!cache) return present(await searchTenders(database.read, q, { eligibility }));
    const generation = await dataGeneration(database.db);
    // 'Solo las que cumplo' answers for a profile (on a day): what it compares is part of the key.
    const key = keyOf(q) + (q.filters.eligibility ? JSON.stringify(eligibility ?? null) : '');
    const hit = fresh ? undefined : cache.get(key);
    if (hit && hit.generation === generation && Date.now() < hit.until) return hit.json;

    const result = await searchTendersSeen(database.read, q, { eligibility });
    const json = present(result.answer);
    if (isCurrent(result, generation, q)) {
      const until = result.seen.changesAt ? result.seen.changesAt.getTime() : Number.POSITIVE_INFINITY;
      cache.set(key, { generation, until, json });
    }
    return json;
  };
}
