import { z } from 'zod';
import { competitionStatsSchema } from './competition';
import { searchWordsSchema } from './fields';
import { partyRefSchema, procurementFiltersSchema } from './procurement-search';

/**
 * POST /v1/market/analysis: a market is the tenders a search would find — the same words and
 * filters (CPV codes, regions or provinces, years, contract types…).
 */
export const marketAnalysisBodySchema = z.object({
  searchTerms: searchWordsSchema.optional().default(''),
  filters: procurementFiltersSchema.optional().default({}),
});
export type MarketAnalysisBody = z.input<typeof marketAnalysisBodySchema>;
export type MarketAnalysisQuery = z.output<typeof marketAnalysisBodySchema>;

export const marketAnalysisResponseSchema = z.object({
  /** Tenders of the market, their awards and the awarded amount without VAT. */
  tenders: z.number().int(),
  awards: z.number().int(),
  awarded_amount: z.number(),
  /**
   * Per publication year of the tenders (the year the filters choose by): tenders, their awards
   * and awarded amount without VAT. Award dates would not do: the regional platforms publish none.
   */
  by_year: z.array(
    z.object({
      year: z.number().int(),
      tenders: z.number().int(),
      awards: z.number().int(),
      awarded_amount: z.number(),
    }),
  ),
  /** Offers received, discounts and single-offer share over the market's awards. */
  competition: competitionStatsSchema,
  /** Winners by awarded amount; `share` is their part of the market's awarded amount. */
  top_winners: z.array(
    z.object({
      party: partyRefSchema,
      awards: z.number().int(),
      amount: z.number(),
      share: z.number().nullable(),
    }),
  ),
  /** Contracting bodies by awarded amount, with their tenders in the market. */
  top_bodies: z.array(
    z.object({
      party: partyRefSchema,
      tenders: z.number().int(),
      awards: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type MarketAnalysis = z.infer<typeof marketAnalysisResponseSchema>;
