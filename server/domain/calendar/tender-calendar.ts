import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { renderIcs } from './ics';
import { deadlineEvent, type EventTender } from './tender-events';

/**
 * One open tender's submission deadline as a calendar file to import: the same event (same UID)
 * as in the follower's private calendar, so importing both shows it once. A tender whose
 * deadline has passed, or that states none, has nothing to add.
 */
export async function tenderCalendar(db: Db, publicUrl: string, tenderId: number, now = new Date()) {
  const [tender] = await queryRows<EventTender & { submission_deadline: string | null }>(
    db,
    sql`select id, title, contracting_party_name, to_json(submission_deadline) #>> '{}' as submission_deadline
        from projects where id = ${tenderId} and deleted_at is null`,
  );
  if (!tender) throw new AppError('not_found', t('errors.tenders.notFound'));
  const deadline = tender.submission_deadline ? new Date(tender.submission_deadline) : null;
  if (!deadline || deadline <= now) throw new AppError('not_found', t('errors.calendar.noOpenDeadline'));
  return renderIcs(tender.title, [deadlineEvent(publicUrl, tender, deadline)]);
}
