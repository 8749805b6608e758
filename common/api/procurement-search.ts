import { z } from 'zod';
import { AMOUNT_BASES } from '../best-amount';
import { CPV_CODE } from '../cpv';
import { EXECUTION_END_BASES } from '../execution-end';
import { FEED_CODES, FEEDS, type FeedSource } from '../feeds';
import { ELIGIBILITY_VERDICTS } from './company-profile';
import { dateSchema, SEARCH_WORDS_MAX, searchWordsSchema } from './fields';
import { API_TEXTS } from './texts';

/** The PLACSP sources, one per feed (common/feeds.ts): tenders come from one of them. */
export const PROJECT_SOURCES = FEED_CODES.map((feed) => FEEDS[feed].source) as [FeedSource, ...FeedSource[]];
export type ProjectSourceName = FeedSource;
/**
 * Data sources a search or an alert can cover (ARCHITECTURE: alert sources): the PLACSP ones
 * and `boe`, the official bulletin's publications. An alert needs at least one.
 */
export const SOURCES = [...PROJECT_SOURCES, 'boe'] as const;
export type SourceName = (typeof SOURCES)[number];

const isoDate = dateSchema();
const shortText = z.string().trim().max(200);
const amountValue = z
  .number(API_TEXTS.procurementSearch.importeNoValido)
  .nonnegative(API_TEXTS.procurementSearch.importeNoPuedeNegativo)
  .max(1e13);

const offersValue = z
  .number(API_TEXTS.procurementSearch.numeroOfertasNoValido)
  .int(API_TEXTS.procurementSearch.numeroOfertasNoValido)
  .min(0, API_TEXTS.procurementSearch.numeroOfertasNoValido)
  .max(10_000, API_TEXTS.procurementSearch.numeroOfertasNoValido);
/** A discount (baja) as a fraction of the budget: 0.15 is 15 %. */
const discountValue = z
  .number(API_TEXTS.procurementSearch.bajaNoValida)
  .min(0, API_TEXTS.procurementSearch.bajaVa01)
  .max(1, API_TEXTS.procurementSearch.bajaVa01);
/** A share of the award criteria, in percent (60 = 60 %). */
const weightValue = z
  .number(API_TEXTS.procurementSearch.pesoVa0100)
  .min(0, API_TEXTS.procurementSearch.pesoVa0100)
  .max(100, API_TEXTS.procurementSearch.pesoVa0100);
const ordered = <T extends { from?: number | null; to?: number | null }>(range: T) =>
  range.from == null || range.to == null || range.from <= range.to;

export const ELIGIBILITY_LEVELS = ['yes', 'yes_or_review'] as const;
export type EligibilityLevel = (typeof ELIGIBILITY_LEVELS)[number];

export const SORT_FIELDS = ['score', 'publication_date', 'estimated_overall_contract_amount'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The tender filters, shared by the search and by saved alerts. */
export const procurementFiltersSchema = z
  .object({
    only_active: z.boolean(),
    title: shortText,
    submission_deadline: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
    location: z.object({
      country: z
        .string()
        .trim()
        .toUpperCase()
        .length(2, API_TEXTS.procurementSearch.codigoPais2Letras)
        .optional(),
      city: shortText.optional(),
      postal_codes: z
        .array(
          z
            .string()
            .trim()
            .regex(/^\d{5}$/, API_TEXTS.procurementSearch.codigoPostal5Cifras),
        )
        .max(100)
        .optional(),
      /** NUTS codes of regions or provinces (ES61 Andalucía, ES611 Almería): matched by prefix. */
      regions: z
        .array(
          z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^ES[0-9A-Z]{0,3}$/, API_TEXTS.procurementSearch.codigoNutsNoValido),
        )
        .max(100)
        .optional(),
    }),
    contracting_party: z.object({ name: shortText.optional() }),
    amount: z
      .object({ from: amountValue.nullable().optional(), to: amountValue.nullable().optional() })
      .refine((a) => a.from == null || a.to == null || a.from <= a.to, {
        message: API_TEXTS.procurementSearch.importeMinimoNoPuedeSuperar,
        path: ['to'],
      }),
    date: z.object({
      from: isoDate.optional(),
      to: isoDate.optional(),
      years: z.array(z.number().int().min(2000).max(2100)).max(50).optional(),
    }),
    lot_division: z.enum(['all', 'no_lots', 'has_lots']),
    status: z.array(z.enum(['PRE', 'PUB', 'EV', 'ADJ', 'RES', 'ANUL'])).max(10),
    cpv_codes: z.array(z.string().regex(CPV_CODE, API_TEXTS.procurementSearch.codigoCpv8Cifras)).max(200),
    contract_types: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, API_TEXTS.procurementSearch.tipoContratoNoValido),
      )
      .max(20),
    procedure_codes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, API_TEXTS.procurementSearch.procedimientoNoValido),
      )
      .max(20),
    /** Company names or tax ids of winners. */
    awardee_parties: z.array(shortText.min(1)).max(50),
    sources: z.array(z.enum(SOURCES)).max(SOURCES.length),
    /** Awarded tenders with an award (lot) that received this many offers; 1 to 1 is 'Una sola oferta'. */
    offers: z
      .object({ from: offersValue.nullable().optional(), to: offersValue.nullable().optional() })
      .refine(ordered, { message: API_TEXTS.procurementSearch.minimoOfertasNoPuedeSuperar, path: ['to'] }),
    /**
     * Awarded tenders with an award whose discount, as a fraction (0.15 = 15 %), is in the range;
     * only discounts the statistics use count (common/competition.ts).
     */
    discount: z
      .object({ from: discountValue.nullable().optional(), to: discountValue.nullable().optional() })
      .refine(ordered, { message: API_TEXTS.procurementSearch.bajaMinimaNoPuedeSuperar, path: ['to'] }),
    /**
     * Requirement filters. A tender that does not publish the figure a filter reads (an older
     * entry, a feed without it) is left out unless `include_unpublished_requirements` is true.
     * Neither the folder nor any lot asks for a business classification.
     */
    no_classification: z.boolean(),
    /**
     * The price weighs at least this much (percent) in the award criteria of the folder and of
     * every lot with criteria of its own (common/requirements/criteria-split.ts).
     */
    price_weight_min: weightValue.nullable(),
    /** Criteria evaluated by formulas (price included) weigh at least this much (percent) in every scope. */
    automatic_weight_min: weightValue.nullable(),
    /** No criterion of the folder or any lot is a juicio de valor (its share is 0). */
    no_value_judgement: z.boolean(),
    /** Neither the folder nor any lot asks for a garantía definitiva (GuaranteeTypeCode 2). */
    no_definitive_guarantee: z.boolean(),
    /** With the requirement filters above: also the tenders that do not publish what they read. */
    include_unpublished_requirements: z.boolean(),
    /**
     * 'Solo las que cumplo': the tenders whose requirements the searching user's company profile
     * (an alert's owner's, when it is matched) meets — 'yes' — or is not excluded by — 'yes_or_review'.
     */
    eligibility: z.enum(ELIGIBILITY_LEVELS, API_TEXTS.procurementSearch.cumploNoValido),
    /**
     * 'En los pliegos': words (the terms box's syntax) some page of one of the tender's read
     * documents holds. Each result then says which page matched best (`document_match`).
     */
    // Kept as typed (the filters are also stored and sent back); made safe where the query is built.
    document_terms: z.string().trim().max(SEARCH_WORDS_MAX),
  })
  .partial();
export type ProcurementFilters = z.infer<typeof procurementFiltersSchema>;

export const procurementSearchBodySchema = z.object({
  searchTerms: searchWordsSchema.optional().default(''),
  page: z.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.number().int().min(1).max(1000).optional().default(25),
  sortField: z.enum(SORT_FIELDS).optional().default('publication_date'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
  filters: procurementFiltersSchema.optional().default({}),
});
export type ProcurementSearchBody = z.input<typeof procurementSearchBodySchema>;
export type ProcurementSearchQuery = z.output<typeof procurementSearchBodySchema>;

export const partyRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const projectLocationSchema = z.object({
  city: z.string().nullable(),
  subentity_code: z.string().nullable(),
  country_subentity: z.string().nullable(),
  country: z.string().nullable(),
});

/** One row of the results table (and what the follow bell needs). */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  contract_folder_id: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  status: z.string().nullable(),
  total_amount: z.string().nullable(),
  tax_exclusive_amount: z.string().nullable(),
  estimated_overall_contract_amount: z.string().nullable(),
  /** What the tender is shown and sorted by (common/best-amount.ts), and which amount it is. */
  best_amount: z.object({ value: z.string(), basis: z.enum(AMOUNT_BASES) }).nullable(),
  contract_type: z.string().nullable(),
  procedure_code: z.string().nullable(),
  contracting_party: partyRefSchema.nullable(),
  location: projectLocationSchema,
  date: z.string().nullable(),
  submission_deadline: z.iso.datetime().nullable(),
  planned_period: z.number().nullable(),
  planned_period_unit: z.string().nullable(),
  /** The stated execution period, YYYY-MM-DD (common/follow-state.ts computes its end). */
  planned_start_date: z.string().nullable(),
  planned_end_date: z.string().nullable(),
  /** Last day of the execution (common/execution-end.ts) and what it was read from. */
  execution_end: z.string().nullable(),
  execution_end_basis: z.enum(EXECUTION_END_BASES).nullable(),
  /** cac:ContractExtension as published, and the end including it when its text says how long. */
  extension_text: z.string().nullable(),
  execution_end_with_extensions: z.string().nullable(),
  cpv_codes: z.array(z.string()),
  /** The catalogue's name of each of its codes (a code the catalogue lacks has none). */
  cpv_labels: z.record(z.string(), z.string()),
  has_lots: z.boolean(),
  source: z.enum(PROJECT_SOURCES),
  link: z.string().nullable(),
  score: z.number().nullable(),
  /**
   * Of an awarded tender: the fewest and most offers its awards received and the lowest and
   * highest usable discount (fractions); a single award gives equal ends. Null when not awarded.
   */
  award_competition: z
    .object({
      offers_min: z.number().int().nullable(),
      offers_max: z.number().int().nullable(),
      discount_min: z.number().nullable(),
      discount_max: z.number().nullable(),
    })
    .nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const pageMetadataSchema = z.object({
  total_results: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
});

/** Around the matched words of a `document_match` snippet: the app marks what lies between. */
export const SNIPPET_MARK = { start: '\u27E6', stop: '\u27E7' } as const;

/** The page of a tender's documents that best matches `filters.document_terms`. */
export const documentMatchSchema = z.object({
  /** The tender_documents row: the viewer's path (app/api/pliego-links.ts). */
  document_id: z.number().int(),
  name: z.string(),
  /** '' for the file itself; the path of the ZIP member the page is in. */
  member: z.string(),
  page: z.number().int(),
  /** A few words around the match, plain text with the matched words between `SNIPPET_MARK`s. */
  snippet: z.string(),
});
export type DocumentMatch = z.infer<typeof documentMatchSchema>;

/** A result row: the tender, and the searching user's verdict on it (null without a company profile). */
export const searchResultSchema = projectSummarySchema.extend({
  eligibility: z.enum(ELIGIBILITY_VERDICTS).nullable(),
  /** Null unless the search has `document_terms`. */
  document_match: documentMatchSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const procurementSearchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  metadata: pageMetadataSchema.extend({
    /** Past 10,000 matches the total is estimated from a sample (3 significant digits). */
    total_is_estimate: z.boolean(),
  }),
  /**
   * Whether the searching user's company profile holds nothing eligibility compares (no
   * classification, turnover or certificate): then every verdict is null and the panel says so.
   */
  company_profile_empty: z.boolean().optional(),
});
export type ProcurementSearchResponse = z.infer<typeof procurementSearchResponseSchema>;
