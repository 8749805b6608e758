import { z } from 'zod';
import { pageMetadataSchema, projectSummarySchema } from './procurement-search';

export const NOTICEABLE_TYPES = ['Procurement::Project', 'Procurement::Party'] as const;

/**
 * Why a user is told (`notification_types`), and what `data` then holds:
 * - `alert`: a new tender matching alerts of the user (listed in `alerts`); `data` is `{}`.
 * - `procurement_project_subscription`: a followed tender changed; `data` is
 *   {@link TenderChangeData} (the from/to pairs of the §3 fields, lot and document changes).
 * - `procurement_party_procurement_project_subscription`: a followed party (`party`) published a
 *   new tender as contracting body, or won an award (`project` is the tender); `data` is
 *   {@link PartyTenderData}.
 * - `reminder`: a followed tender's execution ends in 6 months; `data` is {@link ReminderData}.
 */
export const NOTIFICATION_TYPES = [
  'alert',
  'procurement_project_subscription',
  'procurement_party_procurement_project_subscription',
  'reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface FieldChange {
  from: unknown;
  to: unknown;
}
/** A lot or document added, removed or changed (`fields`: its own from/to pairs). */
export interface KeyedChange {
  key: string;
  change: 'added' | 'removed' | 'changed';
  fields?: Record<string, FieldChange>;
  item: Record<string, unknown>;
}
export interface TenderChangeData {
  version_id: number;
  changes: Record<string, FieldChange>;
  lot_changes: KeyedChange[];
  documents: KeyedChange[];
}
export interface PartyTenderData {
  role: 'contracting_party' | 'awardee';
  /** For an award: the lots the party won in this tender (null lot_id without lots). */
  awards?: { lot_id: string | null; amount: number | null; award_date: string | null }[];
}
export interface ReminderData {
  /** YYYY-MM-DD: when the followed tender's execution period ends. */
  execution_end: string;
}

/**
 * One notification (spec §3): what it is about (`project` for a tender, `party` for a company),
 * why (`notification_types`, the `alerts` it answers) and what the card shows (`data`, with the
 * from/to `changes` of a changed tender).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  date: z.iso.datetime(),
  processed: z.boolean(),
  starred: z.boolean(),
  noticeable_type: z.enum(NOTICEABLE_TYPES),
  noticeable_id: z.number().int().nullable(),
  notification_types: z.array(z.string()),
  alerts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  data: z.record(z.string(), z.unknown()),
  project: projectSummarySchema.nullable(),
  party: z.object({ id: z.number().int(), name: z.string(), party_id: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  metadata: pageMetadataSchema,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
