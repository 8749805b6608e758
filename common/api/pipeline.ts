import { z } from 'zod';
import { ELIGIBILITY_VERDICTS } from './company-profile';
import { expectedCompetitionSchema } from './competition';
import { dateSchema, idParamSchema, idSchema } from './fields';
import { projectSummarySchema } from './procurement-search';
import { API_TEXTS } from './texts';

const T = API_TEXTS.pipeline;

/**
 * The stages of a bid, in board order; the last three close it. Labels: the `pipeline.stages`
 * catalogue texts.
 */
export const PIPELINE_STAGES = [
  'detected',
  'studying',
  'deciding',
  'preparing',
  'submitted',
  'won',
  'lost',
  'discarded',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const CLOSED_STAGES: readonly PipelineStage[] = ['won', 'lost', 'discarded'];

export const PIPELINE_PRIORITIES = ['low', 'normal', 'high'] as const;
export type PipelinePriority = (typeof PIPELINE_PRIORITIES)[number];

/** The go / no-go taken in 'Decisión'; null until taken. */
export const PIPELINE_DECISIONS = ['go', 'no_go'] as const;

/** Most cards a board holds, and most checklist items and characters of notes and comments. */
export const PIPELINE_LIMITS = { cards: 2000, checklist: 100, notes: 10_000, comment: 4000 } as const;

export const pipelineStageSchema = z.enum(PIPELINE_STAGES, T.etapaNoValida);

export const memberRefSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

export const checklistItemSchema = z.object({
  /** Stable within the card (the app keeps it when editing). */
  id: z.string().trim().min(1).max(40),
  text: z.string().trim().min(1, T.tareaVacia).max(300, T.tareaLarga),
  done: z.boolean(),
  /** 'requirement': prefilled from the tender's requirements when the card was created. */
  source: z.enum(['requirement', 'manual']).default('manual'),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** What the award said when it closed the card (won or lost by itself). */
export const pipelineOutcomeSchema = z.object({
  winners: z.array(z.object({ name: z.string(), tax_id: z.string().nullable() })),
  /** Awarded amount without VAT (sum of the lots awarded), euros as text like other amounts. */
  awarded_amount: z.string().nullable(),
  /** 1 − awarded / budget without VAT, fraction; null when unknown. */
  winning_discount: z.number().nullable(),
  award_date: z.string().nullable(),
});
export type PipelineOutcome = z.infer<typeof pipelineOutcomeSchema>;

/** One tender on the board, as the board and the list show it. */
export const pipelineCardSchema = z.object({
  id: z.number().int(),
  tender_id: z.number().int(),
  stage: pipelineStageSchema,
  /** Order within its stage's column (smaller first). */
  position: z.number(),
  tender: projectSummarySchema,
  /** '¿Puedo presentarme?' for the board's company profile; null without one. */
  eligibility: z.enum(ELIGIBILITY_VERDICTS).nullable(),
  expected_competition: expectedCompetitionSchema.nullable(),
  assignee: memberRefSchema.nullable(),
  /** Defaults to the submission deadline's Madrid day. */
  due_date: z.string().nullable(),
  priority: z.enum(PIPELINE_PRIORITIES),
  decision: z.enum(PIPELINE_DECISIONS).nullable(),
  /** Our offer without VAT, euros. */
  bid_amount: z.number().nullable(),
  /** Our discount, fraction (0.12 is 12 %). */
  bid_discount: z.number().nullable(),
  notes: z.string(),
  checklist: z.array(checklistItemSchema),
  outcome: pipelineOutcomeSchema.nullable(),
  comment_count: z.number().int(),
  /** When the card entered its stage (the stage's age). */
  stage_since: z.iso.datetime(),
  created_by: memberRefSchema.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

export const pipelineCommentSchema = z.object({
  id: z.number().int(),
  author: memberRefSchema.nullable(),
  body: z.string(),
  mentions: z.array(memberRefSchema),
  created_at: z.iso.datetime(),
});
export type PipelineComment = z.infer<typeof pipelineCommentSchema>;

/** Who changed what: a member, or the award itself (actor null). */
export const pipelineEventSchema = z.object({
  id: z.number().int(),
  actor: memberRefSchema.nullable(),
  kind: z.enum([
    'created',
    'stage',
    'assignee',
    'due_date',
    'priority',
    'decision',
    'bid',
    'award',
    'republished',
  ]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type PipelineEvent = z.infer<typeof pipelineEventSchema>;

export const pipelineCardDetailSchema = pipelineCardSchema.extend({
  comments: z.array(pipelineCommentSchema),
  history: z.array(pipelineEventSchema),
});
export type PipelineCardDetail = z.infer<typeof pipelineCardDetailSchema>;

export const pipelineCardsQuerySchema = z.object({
  /** The card of one tender on the user's board, if any (the tender page's line). */
  tender_id: idParamSchema().optional(),
});

/** The board: its cards, and the members who may be assigned or mentioned. */
export const pipelineBoardSchema = z.object({
  owner: z.enum(['licence', 'user']),
  members: z.array(memberRefSchema),
  cards: z.array(pipelineCardSchema),
});
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

export const createCardBodySchema = z.object({
  tender_id: idSchema,
  stage: pipelineStageSchema.optional().default('detected'),
});

const euros = z.number(T.importeNoValido).nonnegative(T.importeNoValido).max(1e13, T.importeNoValido);

/** PUT: any of these; what is left out stays. Moving a card sets stage and, within it, position. */
export const updateCardBodySchema = z
  .object({
    stage: pipelineStageSchema,
    position: z.number(T.posicionNoValida).finite(T.posicionNoValida),
    assignee_id: idSchema.nullable(),
    due_date: dateSchema().nullable(),
    priority: z.enum(PIPELINE_PRIORITIES, T.prioridadNoValida),
    decision: z.enum(PIPELINE_DECISIONS, T.decisionNoValida).nullable(),
    bid_amount: euros.nullable(),
    bid_discount: z.number(T.bajaNoValida).min(-1, T.bajaNoValida).max(1, T.bajaNoValida).nullable(),
    notes: z.string().max(PIPELINE_LIMITS.notes, T.notasLargas),
    checklist: z.array(checklistItemSchema).max(PIPELINE_LIMITS.checklist, T.demasiadasTareas),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, T.nadaQueCambiar);
export type UpdateCardBody = z.output<typeof updateCardBodySchema>;

export const cardParamsSchema = z.object({ id: idParamSchema() });

export const createCommentBodySchema = z.object({
  body: z.string().trim().min(1, T.comentarioVacio).max(PIPELINE_LIMITS.comment, T.comentarioLargo),
  /** Members mentioned (the app's @ picker); each gets a notification. Non-members are refused. */
  mentions: z.array(idSchema).max(50).optional().default([]),
});

const rate = z.object({
  presented: z.number().int(),
  won: z.number().int(),
  /** won / presented; null when nothing was presented. */
  rate: z.number().nullable(),
});

/** The board's figures: presented = cards that reached 'Presentada' (then won or lost). */
export const pipelineSummarySchema = z.object({
  open_by_stage: z.record(pipelineStageSchema, z.number().int()),
  win_rate_by_year: z.array(rate.extend({ year: z.number().int() })),
  win_rate_by_division: z.array(rate.extend({ cpv_division: z.string(), label: z.string().nullable() })),
  value_presented: z.number(),
  value_won: z.number(),
  /** Means over the lost and won cards that know both. */
  average_discount_ours: z.number().nullable(),
  average_discount_winning: z.number().nullable(),
});
export type PipelineSummary = z.infer<typeof pipelineSummarySchema>;
