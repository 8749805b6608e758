import type { PartyAnalytics, PartyAnalyticsQuery } from '../../../../common/api/party-analytics';
import type { Database } from '../../../db/client';
import { dataGeneration } from '../../../db/data-generation';
import { generationCache } from '../../../db/generation-cache';
import { ensurePartyExists } from '../get-party';
import { bodyAnalytics } from './body-analytics';
import { companyAnalytics } from './company-analytics';

/** About 10 KB each: a few megabytes per web process. */
const CACHED_ANSWERS = 500;

/**
 * The Análisis of a company or contracting body: both roles, each null when the party lacks it.
 * A big winner's statistics read tens of thousands of awards, and they change only when data
 * is imported: answers are kept per process, least recently used first out, and served while
 * the data generation read from the primary is the one both statements saw (an answer a lagging
 * replica gave is not kept). `enabled: false` (SEARCH_CACHE_MB=0) and `fresh` compute anew.
 */
export function cachedPartyAnalytics(enabled: boolean) {
  const cache = generationCache<PartyAnalytics>(CACHED_ANSWERS);

  return async function partyAnalytics(
    database: Pick<Database, 'db' | 'read'>,
    partyId: number,
    { years }: PartyAnalyticsQuery,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<PartyAnalytics> {
    const key = `${partyId}:${years.join(',')}`;
    const generation = enabled ? await dataGeneration(database.db) : undefined;
    const hit = generation !== undefined && !fresh ? cache.get(key, generation) : undefined;
    if (hit) return hit;

    await ensurePartyExists(database.read, partyId);
    const [company, body] = await Promise.all([
      companyAnalytics(database.read, partyId, years),
      bodyAnalytics(database.read, partyId, years),
    ]);
    const answer = { years, company: company.answer, contracting_body: body.answer };
    if (generation !== undefined && company.generation === generation && body.generation === generation)
      cache.set(key, generation, answer);
    return answer;
  };
}
