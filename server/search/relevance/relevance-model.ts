import type { Feature } from './tender-features';

/** A tender the user judged: 'Me interesa' (or followed it, or put it on the board) is up. */
export interface Example {
  keys: string[];
  label: 'up' | 'down';
}

/**
 * A user's relevance model: naive Bayes over the features of the tenders they judged. Each
 * feature's weight is the log ratio of how often it appears among 'up' and among 'down' tenders,
 * each rate smoothed toward the feature's rate among all the tenders the user is shown (the
 * background), so a feature common to everything the alerts bring weighs little, and one seen
 * only in liked tenders weighs much. Only features the user judged weigh: a new word is neutral.
 * Training is counting, so it is cheap enough to do on every read: no model is stored.
 */
export interface RelevanceModel {
  up: number;
  down: number;
  weights: Map<string, number>;
}

/** How strongly the smoothing pulls a rate toward the background (in pseudo-tenders). */
const PRIOR_STRENGTH = 2;
/** A feature weighing less than this (in log odds) is not named as a reason. */
const REASON_MIN_WEIGHT = 0.4;
export const REASONS_SHOWN = 3;

function countKeys(sets: Iterable<string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const keys of sets) for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export function trainModel(examples: Example[], background: string[][]): RelevanceModel {
  const ups = examples.filter((e) => e.label === 'up');
  const downs = examples.filter((e) => e.label === 'down');
  const upCounts = countKeys(ups.map((e) => e.keys));
  const downCounts = countKeys(downs.map((e) => e.keys));
  const backgroundCounts = countKeys(background);
  const rate = (key: string) => ((backgroundCounts.get(key) ?? 0) + 0.1) / (background.length + 1);
  const weights = new Map<string, number>();
  for (const key of new Set([...upCounts.keys(), ...downCounts.keys()])) {
    const prior = PRIOR_STRENGTH * rate(key);
    const pUp = ((upCounts.get(key) ?? 0) + prior) / (ups.length + PRIOR_STRENGTH);
    const pDown = ((downCounts.get(key) ?? 0) + prior) / (downs.length + PRIOR_STRENGTH);
    weights.set(key, Math.log(pUp / pDown));
  }
  return { up: ups.length, down: downs.length, weights };
}

/** A feature that moved a tender's score, '+' toward interest and '−' away from it. */
export interface ScoreReason {
  sign: '+' | '-';
  label: string;
  weight: number;
}

export interface Score {
  score: number;
  /** The features that weighed most, strongest first (at most three, none repeating another's words). */
  reasons: ScoreReason[];
}

export function scoreFeatures(model: RelevanceModel, features: Feature[]): Score {
  let score = 0;
  const weighed: ScoreReason[] = [];
  for (const feature of features) {
    const weight = model.weights.get(feature.key);
    if (weight === undefined) continue;
    score += weight;
    if (Math.abs(weight) >= REASON_MIN_WEIGHT)
      weighed.push({ sign: weight > 0 ? '+' : '-', label: feature.label, weight });
  }
  weighed.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  // A phrase and its own words say one thing: 'montes' is not named again beside 'desbroce de montes'.
  const reasons: ScoreReason[] = [];
  for (const reason of weighed) {
    if (reasons.length === REASONS_SHOWN) break;
    if (!reasons.some((r) => r.label.includes(reason.label) || reason.label.includes(r.label)))
      reasons.push(reason);
  }
  return { score, reasons };
}
