import { z } from 'zod';
import type { NOTICEABLE_TYPES, Notification } from '../api/notifications';
import { documentMatchSchema } from '../api/procurement-search';
import { EXECUTION_END_BASES } from '../execution-end';
import { documentDiffSchema } from './document-diff';

// The one home of each notification type: what it is about, what its `data` holds, and how it is
// shown (digest section, export sheet, inbox label). The monitor writes the type's name and
// noticeable type from here; the digest, the inbox card and the export read the kinds below.
// A new type is an entry here, its kind(s), and the renderers of its `data`.

const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A lot or document added, removed or changed (`fields`: its own from/to pairs). */
const keyedChangeSchema = z.object({
  key: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  fields: z.record(z.string(), fieldChangeSchema).optional(),
  item: z.record(z.string(), z.unknown()),
});
export type KeyedChange = z.infer<typeof keyedChangeSchema>;

const tenderChangeDataSchema = z.object({
  version_id: z.number().int(),
  changes: z.record(z.string(), fieldChangeSchema),
  lot_changes: z.array(keyedChangeSchema),
  documents: z.array(keyedChangeSchema),
});
export type TenderChangeData = z.infer<typeof tenderChangeDataSchema>;

const partyTenderDataSchema = z.object({
  role: z.enum(['contracting_party', 'awardee']),
  /** For an award: the lots the party won in this tender (null lot_id without lots). */
  awards: z
    .array(
      z.object({
        lot_id: z.string().nullable(),
        amount: z.number().nullable(),
        award_date: z.string().nullable(),
      }),
    )
    .optional(),
});
export type PartyTenderData = z.infer<typeof partyTenderDataSchema>;

const reminderDataSchema = z.object({
  /** YYYY-MM-DD: when the followed tender's execution period ends. */
  execution_end: z.string(),
});
export type ReminderData = z.infer<typeof reminderDataSchema>;

/** An awarded contract entering a renewal alert's window: its end as the tender states it then. */
const renewalDataSchema = z.object({
  /** YYYY-MM-DD: the last day of the execution, and what it was read from. */
  execution_end: z.string(),
  execution_end_basis: z.enum(EXECUTION_END_BASES),
  /** The published extension text, and the end including it when the text states how long. */
  extension_text: z.string().nullable(),
  execution_end_with_extensions: z.string().nullable(),
  /** The alert's window that the end entered (the widest when several alerts matched). */
  months_ahead: z.number().int(),
});
export type RenewalData = z.infer<typeof renewalDataSchema>;

/** A followed tender's documents whose copy changed when fetched again, each with its text's diff. */
const documentChangeDataSchema = z.object({
  documents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      change: z.literal('replaced'),
      /** Null when either copy has no text to compare (a scan, a failed read). */
      diff: documentDiffSchema.nullable(),
    }),
  ),
});
export type DocumentChangeData = z.infer<typeof documentChangeDataSchema>;

/** What an official bulletin notification holds: source, title, summary, department, pdf_url, date. */
const officialBulletinDataSchema = z.object({
  source: z.literal('boe'),
  /** The publication's identifier (BOE-B-2020-13309): its stored document's id. */
  identifier: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  department: z.string(),
  /** Absolute URL of the official PDF. */
  pdf_url: z.string(),
  /** YYYY-MM-DD: the bulletin's issue date. */
  date: z.string(),
});
export type OfficialBulletinData = z.infer<typeof officialBulletinDataSchema>;

/**
 * A new tender matching alerts. When it matched on words of its pliegos ('En los pliegos', after
 * they were read), the page that matched best; absent or null otherwise.
 */
const alertDataSchema = z.object({ document_match: documentMatchSchema.nullish() });

/** The pliego page an alert notification quotes, if any (data of other types has none). */
export const alertDocumentMatch = (data: Record<string, unknown>) =>
  alertDataSchema.safeParse(data).data?.document_match ?? null;

/** A member mentioned the user in a comment on a card of their board ('Oportunidades'). */
const pipelineMentionDataSchema = z.object({
  card_id: z.number().int(),
  author: z.string(),
  /** The comment's start (its first 200 characters). */
  excerpt: z.string(),
});
export type PipelineMentionData = z.infer<typeof pipelineMentionDataSchema>;

/** The award closed a card the user was in charge of: won or lost, with the winners and discounts. */
const pipelineClosedDataSchema = z.object({
  card_id: z.number().int(),
  stage: z.enum(['won', 'lost']),
  winners: z.array(z.object({ name: z.string(), tax_id: z.string().nullable() })),
  /** Euros without VAT, as text like other amounts. */
  awarded_amount: z.string().nullable(),
  /** Fractions (0.12 is 12 %); null when unknown. */
  winning_discount: z.number().nullable(),
  our_discount: z.number().nullable(),
});
export type PipelineClosedData = z.infer<typeof pipelineClosedDataSchema>;

/**
 * How a notification is shown, in the order of the digest's sections and the export's sheets:
 * the i18n keys of the digest section's heading, the export sheet's name (none: not exported)
 * and the inbox label.
 */
export const NOTIFICATION_KINDS = {
  alert: {
    heading: 'digest.sections.alert',
    sheet: 'notificationsExport.sheets.alert',
    label: 'notifications.kinds.alert',
  },
  contracting_party: {
    heading: 'digest.sections.contracting_party',
    sheet: 'notificationsExport.sheets.contracting_party',
    label: 'notifications.kinds.contracting_party',
  },
  procurement_project_subscription: {
    heading: 'digest.sections.procurement_project_subscription',
    sheet: 'notificationsExport.sheets.procurement_project_subscription',
    label: 'notifications.kinds.procurement_project_subscription',
  },
  awardee: {
    heading: 'digest.sections.awardee',
    sheet: 'notificationsExport.sheets.awardee',
    label: 'notifications.kinds.awardee',
  },
  official_bulletin: {
    heading: 'digest.sections.official_bulletin',
    sheet: 'notificationsExport.sheets.official_bulletin',
    label: 'notifications.kinds.official_bulletin',
  },
  renewal: {
    heading: 'digest.sections.renewal',
    sheet: 'notificationsExport.sheets.renewal',
    label: 'notifications.kinds.renewal',
  },
  document_change: {
    heading: 'digest.sections.document_change',
    sheet: 'notificationsExport.sheets.document_change',
    label: 'notifications.kinds.document_change',
  },
  pipeline_mention: {
    heading: 'digest.sections.pipeline_mention',
    sheet: 'notificationsExport.sheets.pipeline_mention',
    label: 'notifications.kinds.pipeline_mention',
  },
  pipeline_closed: {
    heading: 'digest.sections.pipeline_closed',
    sheet: 'notificationsExport.sheets.pipeline_closed',
    label: 'notifications.kinds.pipeline_closed',
  },
  reminder: {
    heading: 'digest.sections.reminder',
    sheet: null,
    label: 'notifications.kinds.reminder',
  },
  // Inbox only (never mailed, not in the inbox's list or export): its own heading above them.
  recommended: {
    heading: 'digest.sections.recommended',
    sheet: null,
    label: 'notifications.kinds.recommended',
  },
} as const satisfies Record<string, { heading: string; sheet: string | null; label: string }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

interface NotificationTypeEntry {
  noticeableType: (typeof NOTICEABLE_TYPES)[number];
  data: z.ZodType;
  /** Its kind, from its (unchecked) data. */
  kindOf(data: Record<string, unknown>): NotificationKind;
}

/**
 * Why a user is told (`notification_types`), in the order the inbox card names the reasons:
 * - `alert`: a new tender matching alerts of the user (listed in `alerts`); `data` may quote the
 *   pliego page that matched its document words.
 * - `procurement_project_subscription`: a followed tender changed; `data` holds the from/to
 *   pairs of the tracked fields, lot and document changes.
 * - `document_change`: a followed tender's documents were replaced by a new copy (read when
 *   fetched again); `data` lists them with their text's diff. Documents added or removed are
 *   told by the tender change, which sees them in the feed's own entry.
 * - `procurement_party_procurement_project_subscription`: a followed party (`party`) published a
 *   new tender as contracting body, or won an award (`project` is the tender): two kinds.
 * - `reminder`: a followed tender's execution ends in 6 months.
 * - `official_bulletin`: a new official-bulletin publication (BOE) matching alerts of the user
 *   whose sources include `boe` (listed in `alerts`); `project` and `party` null.
 * - `renewal`: an awarded contract matching renewal alerts of the user (listed in `alerts`) whose
 *   execution end came within the alert's months; `data` holds that end.
 * - `pipeline_mention`: a member mentioned the user in a comment on a card of their board.
 * - `pipeline_closed`: the award closed a card the user is in charge of (Ganada / Perdida).
 * - `recommended`: an open tender no alert of the user matched that their relevance score rates
 *   high ('Recomendadas para ti', when switched on); shown only under its own inbox heading.
 */
export const NOTIFICATION_TYPES = {
  alert: { noticeableType: 'Procurement::Project', data: alertDataSchema, kindOf: () => 'alert' },
  procurement_project_subscription: {
    noticeableType: 'Procurement::Project',
    data: tenderChangeDataSchema,
    kindOf: () => 'procurement_project_subscription',
  },
  procurement_party_procurement_project_subscription: {
    noticeableType: 'Procurement::Party',
    data: partyTenderDataSchema,
    kindOf: (data) => (data.role === 'awardee' ? 'awardee' : 'contracting_party'),
  },
  document_change: {
    noticeableType: 'Procurement::Project',
    data: documentChangeDataSchema,
    kindOf: () => 'document_change',
  },
  reminder: { noticeableType: 'Procurement::Project', data: reminderDataSchema, kindOf: () => 'reminder' },
  official_bulletin: {
    noticeableType: 'Official::Publication',
    data: officialBulletinDataSchema,
    kindOf: () => 'official_bulletin',
  },
  renewal: { noticeableType: 'Procurement::Project', data: renewalDataSchema, kindOf: () => 'renewal' },
  pipeline_mention: {
    noticeableType: 'Procurement::Project',
    data: pipelineMentionDataSchema,
    kindOf: () => 'pipeline_mention',
  },
  pipeline_closed: {
    noticeableType: 'Procurement::Project',
    data: pipelineClosedDataSchema,
    kindOf: () => 'pipeline_closed',
  },
  recommended: { noticeableType: 'Procurement::Project', data: z.object({}), kindOf: () => 'recommended' },
} as const satisfies Record<string, NotificationTypeEntry>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;

const TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

/** The notification's types this code knows, in the registry's order. */
export const typesOf = (n: Pick<Notification, 'notification_types'>): NotificationType[] =>
  TYPE_NAMES.filter((type) => n.notification_types.includes(type));

/** How the notification is shown, one kind per type it has, in the registry's order. */
export const kindsOf = (n: Pick<Notification, 'notification_types' | 'data'>): NotificationKind[] =>
  typesOf(n).map((type) => NOTIFICATION_TYPES[type].kindOf(n.data));

/**
 * The one kind a notification is listed under where lists are grouped by kind (the digest's
 * sections, the export's sheets): its last in the registry's order, so a tender that matched alerts
 * and also came from a followed body is listed once, as the body's, with its alerts named there.
 */
export const listedKindOf = (n: Pick<Notification, 'notification_types' | 'data'>): NotificationKind =>
  kindsOf(n).at(-1) ?? 'alert';

/**
 * Whether the user is asked 'Me interesa / No me interesa' of it: a new tender their alerts, a
 * followed body or their recommendations brought (what the relevance score learns to order).
 */
export const asksFeedback = (n: Pick<Notification, 'notification_types' | 'data' | 'project'>): boolean =>
  n.project !== null &&
  kindsOf(n).some((kind) => kind === 'alert' || kind === 'contracting_party' || kind === 'recommended');
