import { z } from 'zod';
import { dateSchema } from './fields';
import { partyLinkSchema } from './procurement-project';
import {
  pageMetadataSchema,
  procurementFiltersSchema,
  procurementSearchBodySchema,
  projectSummarySchema,
} from './procurement-search';
import { API_TEXTS } from './texts';

/** How far ahead the renewal radar looks when no window is given. */
export const DEFAULT_RENEWAL_MONTHS = 12;

/** Days the execution may end on, both included; a missing end is the default window's. */
export const endingWindowSchema = z
  .object({ from: dateSchema().optional(), to: dateSchema().optional() })
  .refine((w) => w.from === undefined || w.to === undefined || w.from <= w.to, {
    message: API_TEXTS.renewals.fechaInicialNoPuedePosterior,
    path: ['to'],
  });
export type EndingWindowInput = z.infer<typeof endingWindowSchema>;

/** The renewal radar: awarded contracts whose execution ends in the window, with the search's words and filters. */
export const renewalSearchBodySchema = z.object({
  searchTerms: procurementSearchBodySchema.shape.searchTerms,
  filters: procurementFiltersSchema.optional().default({}),
  ending: endingWindowSchema.optional().default({}),
  page: procurementSearchBodySchema.shape.page,
  pageSize: z.number().int().min(1).max(1000).optional().default(25),
});
export type RenewalSearchBody = z.input<typeof renewalSearchBodySchema>;
export type RenewalSearchQuery = z.output<typeof renewalSearchBodySchema>;

/** A contract coming up for renewal: its summary (with its execution end), who holds it and for how much. */
export const renewalSchema = projectSummarySchema.extend({
  /** The current contract holders (the awards' winners). */
  awardees: z.array(partyLinkSchema),
  /** What the awards add up to without VAT; null when no award states an amount. */
  awarded_amount: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

export const renewalSearchResponseSchema = z.object({
  results: z.array(renewalSchema),
  metadata: pageMetadataSchema.extend({
    /** The window searched, defaults applied (YYYY-MM-DD). */
    ending: z.object({ from: z.string(), to: z.string() }),
  }),
});
export type RenewalSearchResponse = z.infer<typeof renewalSearchResponseSchema>;
