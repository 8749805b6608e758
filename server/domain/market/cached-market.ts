import type { MarketAnalysis, MarketAnalysisQuery } from '../../../common/api/market';
import type { Database } from '../../db/client';
import { dataGeneration } from '../../db/data-generation';
import { generationCache } from '../../db/generation-cache';
import { timeDependence } from '../../search/time-dependence';
import { analyseMarket } from './analyse-market';

/** A few kilobytes each: a few megabytes per web process. */
const CACHED_ANSWERS = 500;

/**
 * Market analyses kept per web process, least recently used first out: a wide market reads
 * 150,000 tenders and their awards, and its answer changes only when data is imported. Served
 * while the data generation read from the primary is the one its statement saw (an answer a
 * lagging replica gave is not kept). A market whose filters read the clock (open tenders) is
 * always computed. `enabled: false` (SEARCH_CACHE_MB=0) and `fresh` compute anew.
 */
export function cachedMarketAnalysis(enabled: boolean) {
  const cache = generationCache<MarketAnalysis>(CACHED_ANSWERS);

  return async function marketAnalysis(
    database: Pick<Database, 'db' | 'read'>,
    q: MarketAnalysisQuery,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<MarketAnalysis> {
    if (!enabled || timeDependence(q.filters) !== 'none')
      return (await analyseMarket(database.read, q)).answer;
    // The validated query: its keys in the schema's order, so the same market is the same key.
    const key = JSON.stringify(q);
    const generation = await dataGeneration(database.db);
    const hit = fresh ? undefined : cache.get(key, generation);
    if (hit) return hit;
    const computed = await analyseMarket(database.read, q);
    if (computed.generation === generation) cache.set(key, generation, computed.answer);
    return computed.answer;
  };
}
