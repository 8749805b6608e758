import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppliedSuggestion, ApplySuggestionBody } from '../../../common/api/alert-suggestions';
import type { Alert } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { alertSuggestionChanges } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { getAlert } from '../alerts/get-alert';
import { updateAlert } from '../alerts/update-alert';
import { cpvClass } from './alert-suggestions';

const refused = (key: string) => new AppError('unprocessable', t(`errors.suggestions.${key}`));

/** The alert's words and filters with the suggestion applied; a change that cannot be made is refused. */
function narrowed(alert: Alert, { kind, value }: ApplySuggestionBody) {
  if (kind === 'exclude_word') {
    if (!/^[\p{L}\p{N}]{2,}$/u.test(value)) throw refused('notAWord');
    return { searchTerms: `${alert.searchTerms} -${value}`.trim(), filters: alert.filters };
  }
  const codes = alert.filters.cpv_codes ?? [];
  const kept = codes.filter((code) => cpvClass(code) !== value);
  if (!/^\d{4}$/.test(value) || kept.length === codes.length) throw refused('noSuchCpv');
  // Removing its every code would widen the alert to every CPV.
  if (kept.length === 0) throw refused('lastCpv');
  return { searchTerms: alert.searchTerms, filters: { ...alert.filters, cpv_codes: kept } };
}

/**
 * Applies a suggestion to one of the user's alerts, keeping what the alert was so it can be
 * undone. The same suggestion applies once: a second click (or two at once) is refused.
 */
export async function applySuggestion(
  db: Db,
  userId: number,
  alertId: number,
  suggestion: ApplySuggestionBody,
): Promise<AppliedSuggestion> {
  return db.transaction(async (tx) => {
    const before = await getAlert(tx, userId, alertId);
    const next = narrowed(before, suggestion);
    const [change] = await tx
      .insert(alertSuggestionChanges)
      .values({
        alertId,
        kind: suggestion.kind,
        value: suggestion.value,
        previousSearchTerms: before.searchTerms,
        previousFilters: before.filters,
      })
      .onConflictDoNothing()
      .returning({ id: alertSuggestionChanges.id });
    if (!change) throw new AppError('conflict', t('errors.suggestions.applied'));
    const alert = await updateAlert(tx, userId, alertId, next);
    return { alert, change_id: change.id };
  });
}

/** Puts the alert's words and filters back as they were before the suggestion. */
export async function undoSuggestion(
  db: Db,
  userId: number,
  alertId: number,
  changeId: number,
): Promise<Alert> {
  return db.transaction(async (tx) => {
    await getAlert(tx, userId, alertId);
    const [change] = await tx
      .update(alertSuggestionChanges)
      .set({ undoneAt: sql`now()` })
      .where(
        and(
          eq(alertSuggestionChanges.id, changeId),
          eq(alertSuggestionChanges.alertId, alertId),
          isNull(alertSuggestionChanges.undoneAt),
        ),
      )
      .returning();
    if (!change) throw new AppError('not_found', t('errors.suggestions.notFound'));
    return updateAlert(tx, userId, alertId, {
      searchTerms: change.previousSearchTerms,
      filters: change.previousFilters,
    });
  });
}
