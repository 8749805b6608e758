import { type Alert, type AlertInput, monthsAheadOf } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { alerts } from '../../db/schema';
import { getAlert } from './get-alert';
import { assertValidAlert } from './validate-alert';

/** Saves a search as one of the user's alerts. */
export async function createAlert(db: Db, userId: number, input: AlertInput): Promise<Alert> {
  assertValidAlert(input);
  const [row] = await db
    .insert(alerts)
    .values({
      userId,
      name: input.name,
      searchTerms: input.searchTerms,
      alertType: input.alert_type,
      monthsAhead: monthsAheadOf(input.alert_type, input.months_ahead),
      filters: input.filters,
      mailingFrequency: input.mailing_frequency,
      sendEmail: input.send_email,
      starred: input.starred,
    })
    .returning({ id: alerts.id });
  return getAlert(db, userId, row!.id);
}
