import { z } from 'zod';
import { companyAnalyticsSchema } from './party-analytics';
import { partyLinkSchema } from './procurement-project';
import { procurementFiltersSchema } from './procurement-search';
import { endingWindowSchema, renewalSchema } from './renewals';

/** `?from=&to=`: the days the listed contracts end on; by default the next 12 months (Madrid). */
export const myCompanyQuerySchema = endingWindowSchema;
export type MyCompanyQuery = z.infer<typeof myCompanyQuerySchema>;

/**
 * One list of contracts coming up for renewal, with the renewal search that gives it: saved as a
 * renewal alert, the alert watches exactly these contracts.
 */
export const myCompanyRenewalsSchema = z.object({
  search: z.object({ searchTerms: z.string(), filters: procurementFiltersSchema }),
  total: z.number().int(),
  /** The soonest ones, at most MY_COMPANY_RENEWALS_SHOWN. */
  results: z.array(renewalSchema),
});
export type MyCompanyRenewals = z.infer<typeof myCompanyRenewalsSchema>;

/** How many contracts each list shows (the radar has the rest). */
export const MY_COMPANY_RENEWALS_SHOWN = 50;

/** 'Mi empresa': the company of the profile's tax id, its Análisis and both renewal lists. */
export const myCompanySchema = z.object({
  /** The company profile's tax id; null when the profile has none. */
  tax_id: z.string().nullable(),
  /** The company published with that tax id; null when none won or published anything. */
  party: partyLinkSchema.nullable(),
  /** Its Análisis over every year (the company page's); null when it won nothing. */
  analytics: companyAnalyticsSchema.nullable(),
  /** The window searched, defaults applied (YYYY-MM-DD). */
  ending: z.object({ from: z.string(), to: z.string() }),
  /** Its own contracts ending in the window: 'las renovaciones que debe defender'. */
  defend: myCompanyRenewalsSchema.nullable(),
  /** Its usual competitors' contracts ending in the window: 'las que podría ganar'. */
  could_win: myCompanyRenewalsSchema.nullable(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;
