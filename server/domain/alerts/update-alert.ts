import { and, eq } from 'drizzle-orm';
import { type Alert, monthsAheadOf, type UpdateAlertBody } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { alerts } from '../../db/schema';
import { getAlert } from './get-alert';
import { assertValidAlert } from './validate-alert';

/** Changes the fields sent of one of the user's alerts; the result must still be a valid alert. */
export async function updateAlert(
  db: Db,
  userId: number,
  id: number,
  changes: UpdateAlertBody,
): Promise<Alert> {
  const current = await getAlert(db, userId, id);
  const next = { ...current, ...changes };
  assertValidAlert({ name: next.name, searchTerms: next.searchTerms, filters: next.filters ?? {} });
  // New words or filters deserve a fresh check: the flag of a failed one goes until it fails again.
  const searchEdited = changes.searchTerms !== undefined || changes.filters !== undefined;
  await db
    .update(alerts)
    .set({
      name: next.name,
      searchTerms: next.searchTerms,
      alertType: next.alert_type,
      monthsAhead: monthsAheadOf(next.alert_type, next.months_ahead),
      filters: next.filters,
      mailingFrequency: next.mailing_frequency,
      sendEmail: next.send_email,
      starred: next.starred,
      updatedAt: new Date(),
      ...(searchEdited ? { checkFailedAt: null, checkError: null } : {}),
    })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  return getAlert(db, userId, id);
}
