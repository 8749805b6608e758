import { z } from 'zod';

/**
 * Where a finding was read: always the pliego, at this page (1-based, within its document, or
 * within the ZIP member named by `member`).
 */
const fromPliego = {
  source: z.literal('pliego'),
  page: z.number().int().positive(),
  member: z.string().optional(),
};

/** A solvency requirement read from a pliego's text; amount and basis as in tender requirements. */
const pliegoSolvencySchema = z.object({
  ...fromPliego,
  description: z.string(),
  amount: z.string().nullable(),
  basis: z.enum(['fixed', 'times_annual_value', 'times_estimated_value']).nullable(),
  factor: z.number().nullable(),
});

/** What the rules read from a PCAP's pages that the feed usually leaves to the pliego. */
export const pliegoFindingsSchema = z.object({
  financial: z.array(pliegoSolvencySchema),
  technical: z.array(pliegoSolvencySchema),
  classifications: z.array(
    z.object({
      ...fromPliego,
      group: z.string(),
      subgroup: z.string(),
      category: z.string(),
      code: z.string(),
    }),
  ),
  /** GuaranteeTypeCode as in tender requirements: 2 definitiva; rate in percent. */
  guarantees: z.array(z.object({ ...fromPliego, type_code: z.string(), rate: z.number() })),
  awarding_criteria: z.array(z.object({ ...fromPliego, description: z.string(), weight: z.number() })),
  /** As written: '8 meses', '90 días'. */
  execution_term: z.object({ ...fromPliego, text: z.string() }).nullable(),
  price_revision: z.object({ ...fromPliego, applies: z.boolean() }).nullable(),
  site_visit: z.object({ ...fromPliego, required: z.boolean() }).nullable(),
});
export type PliegoFindings = z.infer<typeof pliegoFindingsSchema>;
