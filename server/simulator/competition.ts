import type { Rng } from './prng';

/**
 * How many offers an award received and how deep its discount (baja) was, learnt from the awards
 * in the real pages of ../shared/placsp (842 awards of ordinary contracts, 504 minor contracts).
 * A CPV division has its own row when the pages hold at least 30 of its awards; the others use the
 * row of all ordinary contracts. Offers are [median, 3rd quartile, 95th percentile]; `single` is
 * the share of awards with one offer; discount quartiles count only awards whose discount is
 * between 0 and 90 % (null: too few such awards in the division, the general row applies).
 */
interface CompetitionProfile {
  single: number;
  offers: readonly [number, number, number];
  discount: readonly [number, number, number] | null;
}

const BY_DIVISION: Readonly<Record<string, CompetitionProfile>> = {
  '33': { single: 0.53, offers: [1, 3, 9], discount: [0.01, 0.421, 0.743] },
  '45': { single: 0.129, offers: [6, 10, 17], discount: [0.062, 0.199, 0.402] },
  '50': { single: 0.325, offers: [3, 5, 9], discount: [0.001, 0.176, 0.593] },
  '55': { single: 0.611, offers: [1, 2, 3], discount: null },
  '71': { single: 0.174, offers: [5, 9, 15], discount: [0.118, 0.216, 0.315] },
  '72': { single: 0.657, offers: [1, 2, 4], discount: [0.014, 0.174, 0.721] },
  '79': { single: 0.385, offers: [3, 5, 8], discount: [0.056, 0.237, 0.435] },
  '90': { single: 0.125, offers: [3, 6, 12], discount: [0.013, 0.212, 0.463] },
};
const ORDINARY_DISCOUNT = [0.014, 0.187, 0.6] as const;
const ORDINARY: CompetitionProfile = { single: 0.449, offers: [2, 4, 11], discount: ORDINARY_DISCOUNT };
/** Minor contracts: mostly one offer; 9 in 10 are awarded at the budget, which the generator keeps. */
const MINOR: CompetitionProfile = { single: 0.726, offers: [1, 2, 3], discount: null };

/**
 * Share of ordinary awards whose amount is a unit price or a framework ceiling fraction, far below
 * the budget (discount over 90 %): 121 of the 842 real awards.
 */
export const UNIT_PRICE_SHARE = 0.14;

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
    [1, 0.9],
  ]);
}
