import type { ExpectedCompetition } from '../../../common/api/competition';
import { CLOSED_STAGES, type PipelineStage } from '../../../common/api/pipeline';
import { madridToday } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { dataGeneration } from '../../db/data-generation';
import { generationCache } from '../../db/generation-cache';
import { expectedCompetition, openTenderOf, type StoredTender } from '../tenders/expected-competition';

/** Comparisons kept per database: a board of 2,000 open cards at most, plus other boards' ones. */
const CACHED_COMPARISONS = 5000;
const caches = new WeakMap<
  Db,
  ReturnType<typeof generationCache<{ expected: ExpectedCompetition | null }>>
>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = generationCache(CACHED_COMPARISONS);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The competition each open card's tender can expect, as its tender page says: only for cards
 * still in play whose tender is still to be awarded. A board is read every 30 s by each member,
 * so a comparison (same first CPV code, body and place, on the same Madrid day) is kept until the
 * data changes; cards that compare alike share it.
 */
export async function cardsCompetition(
  db: Db,
  cards: (StoredTender & { card_id: number; stage: PipelineStage })[],
): Promise<Map<number, ExpectedCompetition>> {
  const found = new Map<number, ExpectedCompetition>();
  const open = cards.flatMap((card) => {
    const tender = CLOSED_STAGES.includes(card.stage) ? null : openTenderOf(card);
    return tender ? [{ card, tender }] : [];
  });
  if (open.length === 0) return found;
  const cache = cacheOf(db);
  const generation = await dataGeneration(db);
  const today = madridToday();
  for (const { card, tender } of open) {
    const key = JSON.stringify([today, tender]);
    let hit = cache.get(key, generation);
    if (!hit) {
      hit = { expected: await expectedCompetition(db, tender) };
      cache.set(key, generation, hit);
    }
    if (hit.expected) found.set(card.card_id, hit.expected);
  }
  return found;
}
