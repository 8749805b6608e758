import type { Rng } from './prng';

/**
 * How many offers an award received and how deep its discount (baja) was, learnt from the awards
 * in the real pages of ../shared/placsp (842 awards of ordinary contracts, 504 minor contracts).
 * A CPV division has its own offers when the pages hold at least 30 of its awards, and its own
 * discounts when at least 20 of them have a usable one (common/competition.ts); the others use
 * the row of all ordinary contracts. Offers are [median, 3rd quartile, 95th percentile]; `single`
 * is the share of awards with one offer; discounts are quartiles (a fraction of the budget).
 */
interface CompetitionProfile {
  single: number;
  offers: readonly [number, number, number];
  discount: readonly [number, number, number] | null;
}

const BY_DIVISION: Readonly<Record<string, CompetitionProfile>> = {
  '33': { single: 0.53, offers: [1, 3, 9], discount: [0, 0.01, 0.076] },
  '45': { single: 0.129, offers: [6, 10, 18], discount: [0.042, 0.131, 0.249] },
  '50': { single: 0.325, offers: [3, 5, 9], discount: [0, 0.031, 0.183] },
  '55': { single: 0.611, offers: [1, 2, 3], discount: null },
  '71': { single: 0.174, offers: [5, 10, 17], discount: [0.11, 0.18, 0.233] },
  '72': { single: 0.657, offers: [1, 2, 4], discount: [0, 0.05, 0.118] },
  '79': { single: 0.385, offers: [3, 5, 8], discount: [0, 0.073, 0.224] },
  '90': { single: 0.125, offers: [3, 7, 13], discount: null },
};
/** All 308 usable discounts: a quarter are 0, 95 % are at most 40 %, the deepest 81 %. */
const ORDINARY_DISCOUNT = [0, 0.058, 0.192] as const;
const DISCOUNT_P95 = 0.4;
const DISCOUNT_MAX = 0.81;
const ORDINARY: CompetitionProfile = { single: 0.449, offers: [2, 4, 11], discount: ORDINARY_DISCOUNT };
/** Minor contracts: mostly one offer; 9 in 10 are awarded at the budget, which the generator keeps. */
const MINOR: CompetitionProfile = { single: 0.726, offers: [1, 2, 3], discount: null };

/**
 * Share of ordinary awards whose amount is far below the budget (a unit price, a discount over
 * 90 %): 8 of the 842 real awards.
 */
export const UNIT_PRICE_SHARE = 0.01;

const profileOf = (division: string, minor: boolean) => (minor ? MINOR : (BY_DIVISION[division] ?? ORDINARY));

/** The value at quantile `u` of a distribution given by (quantile, value) knots, linearly between. */
function atQuantile(u: number, knots: readonly (readonly [number, number])[]): number {
  for (let i = 1; i < knots.length; i++) {
    const [q0, v0] = knots[i - 1]!;
    const [q1, v1] = knots[i]!;
    if (u <= q1) return q1 === q0 ? v1 : v0 + ((u - q0) / (q1 - q0)) * (v1 - v0);
  }
  return knots[knots.length - 1]![1];
}

/** Offers received by one award of a contract in this CPV division (2 digits). */
export function offersReceived(rng: Rng, division: string, minor: boolean): number {
  const { single, offers } = profileOf(division, minor);
  const u = rng.next();
  if (u < single) return 1;
  const [median, q3, p95] = offers;
  const knots = (
    [
      [single, 2],
      [0.5, median],
      [0.75, q3],
      [0.95, p95],
      [1, Math.ceil(p95 * 1.5)],
    ] as const
  ).filter(([q], i) => i === 0 || q > single);
  return Math.max(2, Math.round(atQuantile(u, knots)));
}

/** The discount of an ordinary award (a fraction of the budget without VAT), by CPV division. */
export function discountFor(rng: Rng, division: string): number {
  const [q1, median, q3] = (BY_DIVISION[division] ?? ORDINARY).discount ?? ORDINARY_DISCOUNT;
  return atQuantile(rng.next(), [
    [0, 0],
    [0.25, q1],
    [0.5, median],
    [0.75, q3],
    [0.95, Math.max(q3, DISCOUNT_P95)],
    [1, DISCOUNT_MAX],
  ]);
}
