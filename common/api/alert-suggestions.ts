import { z } from 'zod';
import { alertSchema } from './alerts';
import { idParamSchema } from './fields';
import { API_TEXTS } from './texts';

/** How an alert can be narrowed: a word excluded from its search, a CPV class taken off its filter. */
export const SUGGESTION_KINDS = ['exclude_word', 'remove_cpv'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** How many tenders marked 'No me interesa' must share a word or CPV class before it is suggested. */
export const SUGGESTION_MIN_TENDERS = 3;

/**
 * A way to narrow an alert: `value` is the word (as the titles spell it) or the CPV class (four
 * digits, with its name), `tenders` how many tenders the user did not want share it — and none
 * they wanted.
 */
export const alertSuggestionSchema = z.object({
  alert_id: z.number().int(),
  alert_name: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  value: z.string(),
  value_label: z.string().nullable(),
  tenders: z.number().int(),
});
export type AlertSuggestion = z.infer<typeof alertSuggestionSchema>;

export const alertSuggestionsResponseSchema = z.object({ suggestions: z.array(alertSuggestionSchema) });
export type AlertSuggestionsResponse = z.infer<typeof alertSuggestionsResponseSchema>;

export const applySuggestionBodySchema = z.object({
  kind: z.enum(SUGGESTION_KINDS, { error: API_TEXTS.alerts.sugerenciaTipo }),
  value: z.string(API_TEXTS.alerts.sugerenciaValor).trim().min(1, API_TEXTS.alerts.sugerenciaValor).max(100),
});
export type ApplySuggestionBody = z.infer<typeof applySuggestionBodySchema>;

/** The alert as it is now, and the id that undoes the change. */
export const appliedSuggestionSchema = z.object({ alert: alertSchema, change_id: z.number().int() });
export type AppliedSuggestion = z.infer<typeof appliedSuggestionSchema>;

export const suggestionChangeParamsSchema = z.object({ id: idParamSchema(), changeId: idParamSchema() });
