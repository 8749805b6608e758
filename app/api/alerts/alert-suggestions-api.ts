import type { ApplySuggestionBody } from '../../../common/api/alert-suggestions';
import { ALERT_ROUTES } from '../../../common/api/routes/alerts';
import { api } from '../client';

/** GET /v1/alerts/suggestions: what 'No me interesa' suggests of the user's alerts. */
export const fetchAlertSuggestions = (signal?: AbortSignal) => api.call(ALERT_ROUTES.suggestions, { signal });

/** POST /v1/alerts/{id}/suggestions: applies one (the answer carries the id that undoes it). */
export const applyAlertSuggestion = ({ alertId, ...body }: ApplySuggestionBody & { alertId: number }) =>
  api.call(ALERT_ROUTES.applySuggestion, { params: { id: alertId }, body });

/** DELETE /v1/alerts/{id}/suggestions/{changeId}: the alert as it was before. */
export const undoAlertSuggestion = ({ alertId, changeId }: { alertId: number; changeId: number }) =>
  api.call(ALERT_ROUTES.undoSuggestion, { params: { id: alertId, changeId } });
