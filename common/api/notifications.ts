import { z } from 'zod';
import { idSchema } from './fields';
import { pageMetadataSchema, projectSummarySchema } from './procurement-search';

export const NOTICEABLE_TYPES = [
  'Procurement::Project',
  'Procurement::Party',
  'Official::Publication',
] as const;

/**
 * Why a user is told (`notification_types`), and what `data` then holds:
 * - `alert`: a new tender matching alerts of the user (listed in `alerts`); `data` is `{}`.
 * - `procurement_project_subscription`: a followed tender changed; `data` is
 *   {@link TenderChangeData} (the from/to pairs of the tracked fields, lot and document changes).
 * - `procurement_party_procurement_project_subscription`: a followed party (`party`) published a
 *   new tender as contracting body, or won an award (`project` is the tender); `data` is
 *   {@link PartyTenderData}.
 * - `reminder`: a followed tender's execution ends in 6 months; `data` is {@link ReminderData}.
 * - `official_bulletin`: a new official-bulletin publication (BOE) matching alerts of the user
 *   whose sources include `boe` (listed in `alerts`); noticeable_type `Official::Publication`,
 *   `project` and `party` null; `data` is {@link OfficialBulletinData}.
 */
export const NOTIFICATION_TYPES = [
  'alert',
  'procurement_project_subscription',
  'procurement_party_procurement_project_subscription',
  'reminder',
  'official_bulletin',
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
/** What an official bulletin notification holds: source, title, summary, department, pdf_url, date. */
export interface OfficialBulletinData {
  source: 'boe';
  /** The publication's identifier (BOE-B-2020-13309): its stored document's id. */
  identifier: string;
  title: string;
  summary: string | null;
  department: string;
  /** Absolute URL of the official PDF. */
  pdf_url: string;
  /** YYYY-MM-DD: the bulletin's issue date. */
  date: string;
}
export interface ReminderData {
  /** YYYY-MM-DD: when the followed tender's execution period ends. */
  execution_end: string;
}

/**
 * One notification: what it is about (`project` for a tender, `party` for a company),
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

/** The inbox's page size (the export's default count is the current page of 25). */
export const NOTIFICATIONS_PAGE_SIZE = 25;
/** The most one page may hold: the export's "all" (at most 1000). */
export const NOTIFICATIONS_MAX_PAGE_SIZE = 1000;

export const notificationsQuerySchema = z.object({
  source_type: z
    .enum(['procurement'], { error: 'El tipo de fuente debe ser procurement' })
    .optional()
    .default('procurement'),
  page: z.coerce.number('La página debe ser un número').int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce
    .number('El tamaño de página debe ser un número')
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE)
    .optional()
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** The inbox: the unprocessed notifications, newest first, and how many there are (the tab's count). */
export const notificationInboxResponseSchema = notificationsResponseSchema.extend({
  unprocessed_count: z.number().int(),
});
export type NotificationInboxResponse = z.infer<typeof notificationInboxResponseSchema>;

/** Discard (processed true) or star/unstar one notification; at least one of the two. */
export const updateNotificationBodySchema = z
  .object({ processed: z.boolean().optional(), starred: z.boolean().optional() })
  .refine((body) => body.processed !== undefined || body.starred !== undefined, {
    error: 'Indica processed o starred',
  });
export type UpdateNotificationBody = z.infer<typeof updateNotificationBodySchema>;

/** Discard several notifications at once (the export's "mark as processed"). */
export const updateNotificationBatchesBodySchema = z.object({
  ids: z
    .array(idSchema, 'Indica la lista de notificaciones (ids)')
    .min(1, 'Indica al menos una notificación')
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, `Como mucho ${NOTIFICATIONS_MAX_PAGE_SIZE} notificaciones a la vez`),
  processed: z.literal(true, 'Solo se pueden marcar como procesadas (processed: true)'),
});

export const updateNotificationBatchesResponseSchema = z.object({
  /** How many of the user's notifications went from unprocessed to processed. */
  updated: z.number().int(),
  unprocessed_count: z.number().int(),
});
export type UpdateNotificationBatchesResponse = z.infer<typeof updateNotificationBatchesResponseSchema>;
