import { z } from 'zod';
import { SEARCH_WORDS_MAX, searchWordsSchema } from './fields';
import { partyLinkSchema, tenderResultSchema } from './procurement-project';
import {
  pageMetadataSchema,
  procurementFiltersSchema,
  procurementSearchBodySchema,
  projectSummarySchema,
} from './procurement-search';
import { API_TEXTS } from './texts';

const page = z.number().int().min(1).max(10_000);
const pageSize = z.number().int().min(1).max(100).optional().default(25);

export const partySearchBodySchema = z.object({
  /** A name or a tax id (not the websearch syntax). */
  searchTerms: z.string().trim().max(SEARCH_WORDS_MAX).optional().default(''),
  page: page.optional().default(1),
  pageSize,
  /** Only contracting bodies / only companies with awards; both: either kind. */
  filters: z
    .object({ contracted_projects: z.boolean().optional(), awarded_projects: z.boolean().optional() })
    .optional()
    .default({}),
});
export type PartySearchBody = z.input<typeof partySearchBodySchema>;
export type PartySearchQuery = z.output<typeof partySearchBodySchema>;

export const partyWithCountsSchema = partyLinkSchema.extend({
  /** Tenders it published as contracting body. */
  procurement_projects_count: z.number().int(),
  /** Tender results it won. */
  tender_results_count: z.number().int(),
});
export type PartyWithCounts = z.infer<typeof partyWithCountsSchema>;

export const partySearchResponseSchema = z.object({
  results: z.array(partyWithCountsSchema),
  metadata: pageMetadataSchema,
});
export type PartySearchResponse = z.infer<typeof partySearchResponseSchema>;

/** Year (YYYY) → total amount in euros, as an exact decimal string. */
const amountByYear = z.record(z.string(), z.string());

export const partyDetailSchema = partyWithCountsSchema.extend({
  /** Every identifier seen, by scheme (NIF, DIR3, ID_PLATAFORMA…). */
  identifiers: z.record(z.string(), z.string()),
  stats: z.object({
    /** Awarded amount by award year, else the tender's publication year (with VAT, else without). */
    tender_results: amountByYear,
    /** How many of those awards have no award date and count in their tender's year. */
    tender_results_by_tender_date: z.number().int(),
    /** Amount of the tenders it published, by publication year (estimated value, else budget). */
    contracted_projects: amountByYear,
  }),
});
export type PartyDetail = z.infer<typeof partyDetailSchema>;

/** A filter the company page hides for a view: sending it is a mistake, answered with a 400. */
const excluded = z.never(API_TEXTS.procurementParty.esteFiltroNoAplicaEsta).optional();

const partyListBody = {
  /** Without a page: every row up to PARTY_EXPORT_MAX (the Excel export). */
  page: page.optional(),
  pageSize,
  /** Years of the bar chart: award years (else the tender's) for results, publication years for tenders. */
  years: z.array(z.number().int().min(2000).max(2100)).max(50).optional().default([]),
  searchTerms: searchWordsSchema.optional().default(''),
};
/** An export holds at most 1000 rows. */
export const PARTY_EXPORT_MAX = 1000;

export const partyTenderResultsBodySchema = z.object({
  ...partyListBody,
  filters: procurementFiltersSchema
    .extend({ status: excluded, awardee_parties: excluded, submission_deadline: excluded })
    .optional()
    .default({}),
});
export type PartyTenderResultsBody = z.input<typeof partyTenderResultsBodySchema>;
export type PartyTenderResultsQuery = z.output<typeof partyTenderResultsBodySchema>;

/** One row of the company's awards table (12 columns) and of its Excel export. */
export const partyTenderResultSchema = tenderResultSchema.extend({
  project: projectSummarySchema,
  lot: z
    .object({
      lot_id: z.string(),
      summary: z.string().nullable(),
      description: z.string().nullable(),
      total_amount: z.string().nullable(),
      tax_exclusive_amount: z.string().nullable(),
    })
    .nullable(),
  contracting_party: partyLinkSchema.nullable(),
});
export type PartyTenderResult = z.infer<typeof partyTenderResultSchema>;

export const partyTenderResultsResponseSchema = z.object({
  tender_results: z.array(partyTenderResultSchema),
  metadata: pageMetadataSchema,
});
export type PartyTenderResultsResponse = z.infer<typeof partyTenderResultsResponseSchema>;

export const partyContractedProjectsBodySchema = z.object({
  ...partyListBody,
  page: page.optional().default(1),
  sortField: procurementSearchBodySchema.shape.sortField,
  sortOrder: procurementSearchBodySchema.shape.sortOrder,
  filters: procurementFiltersSchema.extend({ contracting_party: excluded }).optional().default({}),
});
export type PartyContractedProjectsBody = z.input<typeof partyContractedProjectsBodySchema>;
export type PartyContractedProjectsQuery = z.output<typeof partyContractedProjectsBodySchema>;

export const partyContractedProjectsResponseSchema = z.object({
  results: z.array(projectSummarySchema),
  metadata: pageMetadataSchema,
});
