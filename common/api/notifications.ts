import { z } from 'zod';
import { ELIGIBILITY_VERDICTS } from './company-profile';
import { idSchema } from './fields';
import { pageMetadataSchema, projectSummarySchema } from './procurement-search';
import { API_TEXTS, fillText } from './texts';

export const NOTICEABLE_TYPES = [
  'Procurement::Project',
  'Procurement::Party',
  'Official::Publication',
] as const;

/** 'Me interesa' (up) and 'No me interesa' (down): what the user says of a notified tender. */
export const FEEDBACK_VALUES = ['up', 'down'] as const;
export type FeedbackValue = (typeof FEEDBACK_VALUES)[number];

/**
 * Why an alert brought a tender: the words found (as written in the tender's title, summary, body
 * or CPV names, to be highlighted there), its filters as «label: value» lines, and for an alert
 * with words in the documents the best page's snippet (matched words between `SNIPPET_MARK`s).
 */
export const matchReasonSchema = z.object({
  alert_id: z.number().int(),
  alert_name: z.string(),
  terms: z.array(z.string()),
  filters: z.array(z.string()),
  document_snippet: z.string().optional(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/**
 * How the user's relevance score rates a notified tender, learned from their 'Me interesa' /
 * 'No me interesa', follows and board cards: the score (log odds; 0 is neutral) and the
 * features that weighed most ('+ limpieza viaria', '− suministro').
 */
export const relevanceSchema = z.object({
  score: z.number(),
  reasons: z.array(z.object({ sign: z.enum(['+', '-']), label: z.string() })),
});
export type Relevance = z.infer<typeof relevanceSchema>;

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
  /** Why the user is told: names of common/notifications/notification-types.ts. */
  notification_types: z.array(z.string()),
  alerts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** One entry per alert in `alerts`, in the same order. */
  match_reasons: z.array(matchReasonSchema),
  data: z.record(z.string(), z.unknown()),
  project: projectSummarySchema.nullable(),
  /** The user's 'Me interesa' / 'No me interesa' on its tender; null when none was given or there is no tender. */
  feedback: z.enum(FEEDBACK_VALUES).nullable(),
  /** For a new tender: how the user's relevance score rates it; null before any verdict. */
  relevance: relevanceSchema.nullable(),
  /** The user's verdict on the tender ('¿Puedo presentarme?'); null without a tender or a company profile. */
  eligibility: z.enum(ELIGIBILITY_VERDICTS).nullable(),
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

export const NOTIFICATION_SORTS = ['date', 'relevance'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export const notificationsQuerySchema = z.object({
  source_type: z
    .enum(['procurement'], { error: API_TEXTS.notifications.tipoFuenteProcurement })
    .optional()
    .default('procurement'),
  page: z.coerce.number(API_TEXTS.notifications.paginaNumero).int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce
    .number(API_TEXTS.notifications.tamanoPaginaNumero)
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE)
    .optional()
    .default(NOTIFICATIONS_PAGE_SIZE),
  /** 'date': newest first; 'relevance' ('Relevancia'): the user's relevance score, highest first. */
  sort: z
    .enum(NOTIFICATION_SORTS, { error: API_TEXTS.notifications.ordenNotificaciones })
    .optional()
    .default('date'),
});

/** The inbox: the unprocessed notifications, newest first, and how many there are (the tab's count). */
export const notificationInboxResponseSchema = notificationsResponseSchema.extend({
  unprocessed_count: z.number().int(),
});
export type NotificationInboxResponse = z.infer<typeof notificationInboxResponseSchema>;

/** 'Recomendadas para ti' shows at most this many (three days' worth). */
export const RECOMMENDED_SHOWN = 30;

/** 'Recomendadas para ti': the recommendations not discarded, newest day first, best first within a day. */
export const recommendedNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
});
export type RecommendedNotificationsResponse = z.infer<typeof recommendedNotificationsResponseSchema>;

/** Discard (processed true) or star/unstar one notification; at least one of the two. */
export const updateNotificationBodySchema = z
  .object({ processed: z.boolean().optional(), starred: z.boolean().optional() })
  .refine((body) => body.processed !== undefined || body.starred !== undefined, {
    error: API_TEXTS.notifications.indicaProcessedStarred,
  });
export type UpdateNotificationBody = z.infer<typeof updateNotificationBodySchema>;

/** Discard several notifications at once (the export's "mark as processed"). */
export const updateNotificationBatchesBodySchema = z.object({
  ids: z
    .array(idSchema, API_TEXTS.notifications.indicaListaNotificacionesIds)
    .min(1, API_TEXTS.notifications.indicaMenosNotificacion)
    .max(
      NOTIFICATIONS_MAX_PAGE_SIZE,
      fillText(API_TEXTS.notifications.comoMuchoNotificationsMaxPage, { NOTIFICATIONS_MAX_PAGE_SIZE }),
    ),
  processed: z.literal(true, API_TEXTS.notifications.soloPuedenMarcarComoProcesadas),
});

export const updateNotificationBatchesResponseSchema = z.object({
  /** How many of the user's notifications went from unprocessed to processed. */
  updated: z.number().int(),
  unprocessed_count: z.number().int(),
});
export type UpdateNotificationBatchesResponse = z.infer<typeof updateNotificationBatchesResponseSchema>;

/** PUT /v1/notifications/{id}/feedback: 'Me interesa', 'No me interesa', or null to take it back. */
export const notificationFeedbackBodySchema = z.object({
  value: z.enum(FEEDBACK_VALUES, { error: API_TEXTS.notifications.valoracionUpDown }).nullable(),
});
export type NotificationFeedbackBody = z.infer<typeof notificationFeedbackBodySchema>;

/** A digest's one-click feedback link: its token is the credential. */
export const feedbackLinkQuerySchema = z.object({
  token: z
    .string(API_TEXTS.notifications.enlaceValoracion)
    .max(200, API_TEXTS.notifications.enlaceValoracion),
});

/** What a feedback link recorded, for the page it opens to say so. */
export const feedbackLinkResultSchema = z.object({
  value: z.enum(FEEDBACK_VALUES),
  project_id: z.number().int(),
  title: z.string(),
});
export type FeedbackLinkResult = z.infer<typeof feedbackLinkResultSchema>;
