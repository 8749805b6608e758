import { z } from 'zod';
import { idParamSchema } from './fields';
import { projectLocationSchema, projectSummarySchema } from './procurement-search';
import { awardingCriterionSchema, tenderRequirementsSchema } from './tender-requirements';

/** A database id in a path. */
export const idParamsSchema = z.object({ id: idParamSchema() });

/** A contracting body or company as a link: its page id, name and tax id (NIF) when known. */
export const partyLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  party_id: z.string().nullable(),
});
export type PartyLink = z.infer<typeof partyLinkSchema>;

/** A CPV code with its catalogue label (null while the catalogue is not loaded or lacks it). */
export const labelledCpvSchema = z.object({ code: z.string(), label: z.string().nullable() });

export const projectDocumentSchema = z.object({
  name: z.string().nullable(),
  string_id: z.string().nullable(),
  uri: z.string().nullable(),
  mime_type: z.string().nullable(),
  /** Its type as PLACSP names it ("Documento de Acta de Adjudicación"), when the feed names it. */
  type_label: z.string().nullable(),
  /** The day it was published (YYYY-MM-DD): the notice it is attached to; null for the folder's documents. */
  date: z.string().nullable(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

/** The four document tabs of the tender page (notice attachments are listed in `additional`). */
export const projectDocumentsSchema = z.object({
  general: z.array(projectDocumentSchema),
  legal: z.array(projectDocumentSchema),
  technical: z.array(projectDocumentSchema),
  additional: z.array(projectDocumentSchema),
});

export const tenderResultSchema = z.object({
  id: z.number().int(),
  /** The reason given for the award (CODICE Description). */
  summary: z.string().nullable(),
  award_date: z.string().nullable(),
  /** With VAT. */
  payable_amount: z.string().nullable(),
  tax_exclusive_amount: z.string().nullable(),
  received_tender_quantity: z.number().int().nullable(),
  result_code: z.string().nullable(),
  result_code_label: z.string().nullable(),
  /** The winner; null for void results (desierto, renuncia…). */
  party: partyLinkSchema.nullable(),
  lot_id: z.string().nullable(),
  procurement_project_id: z.number().int(),
  project_title: z.string(),
  /** What was awarded: the lot's name, else the tender's summary. */
  description: z.string().nullable(),
});
export type TenderResult = z.infer<typeof tenderResultSchema>;

export const lotSchema = z.object({
  lot_id: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  location: projectLocationSchema.nullable(),
  total_amount: z.string().nullable(),
  tax_exclusive_amount: z.string().nullable(),
  cpv_codes: z.array(labelledCpvSchema),
  tender_results: z.array(tenderResultSchema),
});

/** The whole tender for its detail page: the summary fields plus labels, parties, lots, results, documents. */
export const projectDetailSchema = projectSummarySchema
  .omit({ score: true, cpv_codes: true, cpv_labels: true, contracting_party: true })
  .extend({
    /** The status as of now: 'Plazo cerrado' for a PUB tender whose submission deadline has passed. */
    status_label: z.string().nullable(),
    /** The status as PLACSP last published it ('En plazo'). */
    published_status_label: z.string().nullable(),
    contract_type_label: z.string().nullable(),
    procedure_label: z.string().nullable(),
    planned_start_date: z.string().nullable(),
    planned_end_date: z.string().nullable(),
    contracting_party: partyLinkSchema.nullable(),
    awardee_parties: z.array(partyLinkSchema),
    cpv_codes: z.array(labelledCpvSchema),
    documents: projectDocumentsSchema,
    lots: z.array(lotSchema),
    tender_results: z.array(tenderResultSchema),
    /** The criteria table of the tender and its lots (empty when not published). */
    awarding_criteria: z.array(awardingCriterionSchema),
    /** Null for a tender stored before the importer read requirements. */
    requirements: tenderRequirementsSchema.nullable(),
    /** Withdrawn from the platform (tombstoned): still viewable, never in searches. */
    deleted: z.boolean(),
  });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
