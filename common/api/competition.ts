import { z } from 'zod';

const fraction = z.number().nullable();

/**
 * Competition statistics over a set of awards: medians and quartiles of offers received and of
 * the usable discounts (fractions: 0.123 is 12.3 %), the share of single-offer awards, and the
 * sample sizes they come from, with how many awards the discount figures leave out.
 */
export const competitionStatsSchema = z.object({
  offers_median: z.number().nullable(),
  offers_q1: z.number().nullable(),
  offers_q3: z.number().nullable(),
  /** Awards with one offer among those that say how many they received. */
  single_offer_share: fraction,
  discount_median: fraction,
  discount_q1: fraction,
  discount_q3: fraction,
  /** Awards counted. */
  sample_size: z.number().int(),
  /** Of them, those that publish offers received (the offers figures' sample). */
  offers_sample_size: z.number().int(),
  /** Of them, those with a usable discount (the discount figures' sample). */
  discount_sample_size: z.number().int(),
  /** Awards left out of the discount figures (framework, unit prices, < 0 %, > 90 %, no budget…). */
  discount_excluded: z.number().int(),
});
export type CompetitionStats = z.infer<typeof competitionStatsSchema>;
