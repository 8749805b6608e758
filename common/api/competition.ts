import { z } from 'zod';
import { DISCOUNT_EXCLUSIONS } from '../competition';
import { procurementFiltersSchema } from './procurement-search';

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

/** One award (a lot's result) as the tender page shows its competition. */
export const awardCompetitionSchema = z.object({
  /** The tender result (`tender_results[].id` of the tender's detail). */
  id: z.number().int(),
  lot_id: z.string().nullable(),
  offers_received: z.number().int().nullable(),
  /** 1 − awarded / budget without VAT, raw (may be negative or above 0.9); null when unknown. */
  discount: z.number().nullable(),
  /** Why the discount is left out of statistics (framework, unit prices, < 0 %, > 90 %…); null: used. */
  discount_exclusion: z.enum(DISCOUNT_EXCLUSIONS).nullable(),
  lower_offer: z.string().nullable(),
  higher_offer: z.string().nullable(),
  sme: z.boolean().nullable(),
});
export type AwardCompetition = z.infer<typeof awardCompetitionSchema>;

/**
 * Which comparable awarded tenders the expectation comes from, in the order they are tried:
 * the same contracting body and CPV division, the same CPV group (first 4 digits) in the same
 * province, the CPV group in the whole country — all published in the last 5 years.
 */
export const COMPARABLE_BASES = ['body_division', 'province_group', 'national_group'] as const;
export type ComparableBasis = (typeof COMPARABLE_BASES)[number];

export const expectedCompetitionSchema = competitionStatsSchema.extend({
  basis: z.enum(COMPARABLE_BASES),
  /** The CPV division or group as a CPV code (45000000, 45230000) and its label. */
  cpv_code: z.string(),
  cpv_label: z.string().nullable(),
  /** The contracting body (body_division) or province (province_group) compared with. */
  contracting_party_name: z.string().nullable(),
  province_name: z.string().nullable(),
  /** Earliest publication date of the comparable tenders (5 years back). */
  since: z.string(),
  /** The search filters that list the comparable tenders. */
  search: procurementFiltersSchema,
});
export type ExpectedCompetition = z.infer<typeof expectedCompetitionSchema>;

export const tenderCompetitionSchema = z.object({
  awards: z.array(awardCompetitionSchema),
  /** For open tenders (PRE, PUB, EV) with a CPV code and comparable awards; otherwise null. */
  expected: expectedCompetitionSchema.nullable(),
});
export type TenderCompetition = z.infer<typeof tenderCompetitionSchema>;
