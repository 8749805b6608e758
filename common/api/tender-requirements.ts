import { z } from 'zod';

/**
 * Where an item came from when the feed did not publish it: a stored pliego, at this page of
 * the document (of its ZIP member, when in one). Feed items leave these out.
 */
const pliegoMark = {
  source: z.literal('pliego').optional(),
  page: z.number().int().positive().optional(),
  document_id: z.number().int().optional(),
  document_name: z.string().optional(),
  member: z.string().optional(),
};
export const pliegoRefSchema = z.object({
  source: z.literal('pliego'),
  page: z.number().int().positive(),
  document_id: z.number().int(),
  document_name: z.string(),
  member: z.string().optional(),
});
export type PliegoRef = z.infer<typeof pliegoRefSchema>;

/** One award criterion of the tender (lot_id null) or of a lot, with its weight as published. */
export const awardingCriterionSchema = z.object({
  lot_id: z.string().nullable(),
  description: z.string().nullable(),
  /** OBJ: evaluated by formulas; SUBJ: juicio de valor; null when the entry does not say. */
  type_code: z.enum(['OBJ', 'SUBJ']).nullable(),
  /** AwardingCriteriaSubTypeCode (1 precio…), as published. */
  sub_type_code: z.string().nullable(),
  weight: z.number().nullable(),
  ...pliegoMark,
});

/** A financial or technical solvency criterion: its code, its text, and the sum it states. */
const solvencySchema = z.object({
  lot_id: z.string().nullable(),
  type_code: z.string().nullable(),
  description: z.string().nullable(),
  /** Euros (decimal string) when the text names a sum; null otherwise. */
  amount: z.string().nullable(),
  /** 'fixed', or a multiple of the annual / estimated value with its factor; null without either. */
  basis: z.enum(['fixed', 'times_annual_value', 'times_estimated_value']).nullable(),
  factor: z.number().nullable(),
  /** The text sends the reader to the pliego. */
  refers_to_pliego: z.boolean(),
  ...pliegoMark,
});

/** What a tender asks of bidders; lists are empty when it publishes none of that part. */
export const tenderRequirementsSchema = z.object({
  /** 'C2-5' → group C, subgroup 2 ('*' any), category 5. */
  classifications: z.array(
    z.object({
      lot_id: z.string().nullable(),
      group: z.string().nullable(),
      subgroup: z.string().nullable(),
      category: z.string().nullable(),
      code: z.string(),
      ...pliegoMark,
    }),
  ),
  financial: z.array(solvencySchema),
  technical: z.array(solvencySchema),
  /** The request's own text, which some entries give instead of criteria ('Según Pliego…'). */
  descriptions: z.array(z.object({ lot_id: z.string().nullable(), description: z.string() })),
  /** GuaranteeTypeCode 1 provisional, 2 definitiva, 3 complementaria; rate in percent. */
  guarantees: z.array(
    z.object({
      lot_id: z.string().nullable(),
      type_code: z.string().nullable(),
      rate: z.number().nullable(),
      amount: z.string().nullable(),
      ...pliegoMark,
    }),
  ),
  declarations: z.array(
    z.object({
      lot_id: z.string().nullable(),
      type_code: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  subcontracting: z.array(
    z.object({
      lot_id: z.string().nullable(),
      description: z.string().nullable(),
      rate: z.number().nullable(),
    }),
  ),
  variants_allowed: z.boolean().nullable(),
  /** Read from the pliego only (the feed has no such field); absent when no pliego says. */
  execution_term: pliegoRefSchema.extend({ text: z.string() }).nullable().optional(),
  price_revision: pliegoRefSchema.extend({ applies: z.boolean() }).nullable().optional(),
  site_visit: pliegoRefSchema.extend({ required: z.boolean() }).nullable().optional(),
});
export type TenderRequirementsView = z.infer<typeof tenderRequirementsSchema>;
export type AwardingCriterionView = z.infer<typeof awardingCriterionSchema>;
