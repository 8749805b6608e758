import { z } from 'zod';
import type { FieldError } from './errors';
import { searchWordsSchema } from './fields';
import { mailingFrequencySchema } from './mailing-frequency';
import { pageMetadataSchema, procurementFiltersSchema } from './procurement-search';
import { API_TEXTS } from './texts';

/**
 * `procurement`: new tenders matching the search; `renewal`: awarded contracts matching it whose
 * execution ends within `months_ahead` months (the 'Renovaciones' search saved).
 */
export const ALERT_TYPES = ['procurement', 'renewal'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** A renewal alert's window when none is given, and the longest one. */
export const DEFAULT_MONTHS_AHEAD = 6;
export const MAX_MONTHS_AHEAD = 36;
export const ALERTS_PAGE_SIZE = 25;
export const ALERT_NOTIFICATIONS_PAGE_SIZE = 25;

/** The exact messages of an alert that cannot be saved (no name, no search word, no source). */
export const ALERT_MESSAGES = {
  nameRequired: API_TEXTS.alerts.nombreObligatorio,
  searchWordRequired: API_TEXTS.alerts.debesIntroducirMenosPalabraBusqueda,
  sourceRequired: API_TEXTS.alerts.menosFuenteDatosNecesaria,
} as const;

const alertFields = {
  name: z.string().trim().max(200),
  searchTerms: z.string().trim().max(500),
  alert_type: z.enum(ALERT_TYPES),
  /** A renewal alert's window in months (default 6); null for the other alerts. */
  months_ahead: z.number().int().min(1).max(MAX_MONTHS_AHEAD).nullable(),
  filters: procurementFiltersSchema,
  mailing_frequency: mailingFrequencySchema,
  send_email: z.boolean(),
  starred: z.boolean(),
};

/**
 * POST /v1/alerts. Wrong types are a 400; a missing name, search word or source is left to
 * `alertProblems` so the caller gets one message per field (422).
 */
export const createAlertBodySchema = z.object({
  name: alertFields.name.optional().default(''),
  searchTerms: searchWordsSchema.optional().default(''),
  alert_type: alertFields.alert_type.optional().default('procurement'),
  months_ahead: alertFields.months_ahead.optional().default(null),
  filters: alertFields.filters.optional().default({}),
  mailing_frequency: alertFields.mailing_frequency.optional().default('daily'),
  send_email: alertFields.send_email.optional().default(true),
  starred: alertFields.starred.optional().default(false),
});
export type CreateAlertBody = z.input<typeof createAlertBodySchema>;
export type AlertInput = z.output<typeof createAlertBodySchema>;

/** The window an alert of this type keeps: a renewal alert's months (6 unless given), none for the others. */
export const monthsAheadOf = (type: AlertType, months: number | null | undefined): number | null =>
  type === 'renewal' ? (months ?? DEFAULT_MONTHS_AHEAD) : null;

/** PUT /v1/alerts/{id}: only the fields sent change (the star alone, or the edit-mode fields). */
export const updateAlertBodySchema = z.object({ ...alertFields, searchTerms: searchWordsSchema }).partial();
export type UpdateAlertBody = z.input<typeof updateAlertBodySchema>;

export const listAlertsQuerySchema = z.object({
  alert_type: alertFields.alert_type.optional().default('procurement'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

export const alertSchema = z.object({
  id: z.number().int(),
  ...alertFields,
  total_notifications: z.number().int(),
  /** Date of the newest notification the alert produced; null before the first. */
  last_notification: z.iso.datetime().nullable(),
  /**
   * When the monitoring engine last could not run the alert's search (it was skipped); null once
   * a later check succeeds or the alert's words or filters are edited.
   */
  check_failed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /**
   * The alert's private Atom feed (its token in the address: feed readers send no session); null
   * for anyone but the owner, e.g. staff looking at a user's alerts.
   */
  feed_url: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema), metadata: pageMetadataSchema });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

// Exclusions (-word, -"a phrase") and the OR operator are not words the alert looks for.
const EXCLUSION = /(^|\s)-("[^"]*"?|\S*)/g;
const OR_OPERATOR = /(^|\s)OR(?=\s|$)/g;

/** True when the search terms hold at least one word to look for (websearch syntax). */
export function hasSearchWord(terms: string): boolean {
  return /[\p{L}\p{N}]/u.test(terms.replace(EXCLUSION, ' ').replace(OR_OPERATOR, ' '));
}

/** Why an alert cannot be saved, one entry per field; empty when it can. */
export function alertProblems(alert: Pick<AlertInput, 'name' | 'searchTerms' | 'filters'>): FieldError[] {
  const problems: FieldError[] = [];
  if (!alert.name.trim()) problems.push({ field: 'name', message: ALERT_MESSAGES.nameRequired });
  if (!hasSearchWord(alert.searchTerms))
    problems.push({ field: 'searchTerms', message: ALERT_MESSAGES.searchWordRequired });
  if (!alert.filters.sources?.length)
    problems.push({ field: 'filters.sources', message: ALERT_MESSAGES.sourceRequired });
  return problems;
}
