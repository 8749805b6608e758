import { z } from 'zod';
import { competitionStatsSchema } from './competition';
import { partyLinkSchema } from './procurement-project';
import { API_TEXTS } from './texts';

const YEARS_MESSAGE = API_TEXTS.partyAnalytics.anosNoValidosEscribeAnos;
export const ANALYTICS_YEARS_MAX = 50;

/**
 * `?years=2024,2025`: the years every figure of the analysis is limited to (award years for the
 * company's wins, publication years for the body's tenders); absent or empty: every year.
 */
export const partyAnalyticsQuerySchema = z.object({
  years: z
    .string(YEARS_MESSAGE)
    .max(ANALYTICS_YEARS_MAX * 5, YEARS_MESSAGE)
    .regex(/^(\d{4}(,\d{4})*)?$/, YEARS_MESSAGE)
    .transform((text) => [...new Set(text ? text.split(',').map(Number) : [])].sort((a, b) => a - b))
    .refine((years) => years.every((year) => year >= 2000 && year <= 2100), YEARS_MESSAGE)
    .optional()
    .default([]),
});
export type PartyAnalyticsQuery = z.output<typeof partyAnalyticsQuerySchema>;

/** Amounts are exact decimal strings in euros, as elsewhere in the API. */
const rankedParty = z.object({
  party: partyLinkSchema,
  awards: z.number().int(),
  amount: z.string(),
  /** Of the total amount of the view's awards (0–1). */
  share: z.number().nullable(),
});

export const companyAnalyticsSchema = z.object({
  /** Every year with wins, whatever `years` says: the chart the years are chosen on. */
  by_year: z.array(z.object({ year: z.number().int(), awards: z.number().int(), amount: z.string() })),
  awards: z.number().int(),
  amount: z.string(),
  /** Offers received and discounts (baja) of its wins in those years. */
  competition: competitionStatsSchema,
  /** Its wins published with PLACSP's SME indicator: how many say SME, of how many say either. */
  sme: z.object({ sme_awards: z.number().int(), sample_size: z.number().int() }),
  top_bodies: z.array(rankedParty),
  top_cpv_divisions: z.array(
    z.object({
      /** The first two digits of the tender's main CPV code. */
      division: z.string(),
      label: z.string().nullable(),
      awards: z.number().int(),
      amount: z.string(),
      share: z.number().nullable(),
    }),
  ),
  /**
   * Other winners in its markets (the same contracting body and CPV division as its wins, its
   * MARKETS_MAX busiest ones), by the awards they won there.
   */
  competitors: z.array(
    z.object({
      party: partyLinkSchema,
      awards: z.number().int(),
      /** In how many of those markets it won. */
      markets: z.number().int(),
    }),
  ),
  /** How many of its markets the competitors were looked for in, of how many it has. */
  markets: z.object({ searched: z.number().int(), total: z.number().int() }),
});
export type CompanyAnalytics = z.infer<typeof companyAnalyticsSchema>;

export const bodyAnalyticsSchema = z.object({
  /** Every year with published tenders, whatever `years` says. */
  by_year: z.array(z.object({ year: z.number().int(), tenders: z.number().int(), amount: z.string() })),
  tenders: z.number().int(),
  amount: z.string(),
  /** Awards (lots) of its tenders in those years; void results (desierto…) are not awards. */
  awards: z.number().int(),
  awarded_amount: z.string(),
  /** Offers received and discounts (baja) of those awards. */
  competition: competitionStatsSchema,
  /** How many companies won its awards. */
  winners: z.number().int(),
  /** Its biggest winners with their share of the awarded amount (concentration). */
  top_winners: z.array(rankedParty),
});
export type BodyAnalytics = z.infer<typeof bodyAnalyticsSchema>;

export const partyAnalyticsSchema = z.object({
  years: z.array(z.number().int()),
  /** Null when the party won nothing (at all, not only in `years`). */
  company: companyAnalyticsSchema.nullable(),
  /** Null when the party published no tender. */
  contracting_body: bodyAnalyticsSchema.nullable(),
});
export type PartyAnalytics = z.infer<typeof partyAnalyticsSchema>;

/** How many rows each ranking holds. */
export const ANALYTICS_TOP = 10;
