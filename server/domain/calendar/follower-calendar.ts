import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { t } from '../../messages';
import { type CalendarEvent, renderIcs } from './ics';
import { deadlineEvent, type EventTender, renewalEvent } from './tender-events';

type FollowedRow = EventTender & {
  submission_deadline: string | null;
  /** The follow clock's reminder day (Madrid), when the contract has one. */
  reminder_day: string | null;
  /** The contract's execution end as the importer stored it (common/execution-end.ts). */
  execution_end: string | null;
  extension_text: string | null;
  execution_end_with_extensions: string | null;
};

/**
 * A user's private calendar: the submission deadline of every followed tender that states one,
 * and the follow clock's renewal reminder of every followed contract that has one. It is read
 * afresh at each request, so a moved deadline moves its event (same UID) in the calendar app.
 */
export async function followerCalendar(db: Db, publicUrl: string, userId: number): Promise<string> {
  const rows = await queryRows<FollowedRow>(
    db,
    sql`select p.id, p.title, p.contracting_party_name, to_json(p.submission_deadline) #>> '{}' as submission_deadline,
          to_char(s.reminder_at at time zone 'Europe/Madrid', 'YYYY-MM-DD') as reminder_day,
          p.execution_end::text as execution_end, p.extension_text,
          p.execution_end_with_extensions::text as execution_end_with_extensions
        from project_subscriptions s
        join projects p on p.id = s.project_id
        where s.user_id = ${userId} and p.deleted_at is null
          and (p.submission_deadline is not null or s.reminder_at is not null)
        order by p.id`,
  );
  const events: CalendarEvent[] = rows.flatMap((row) => [
    ...(row.submission_deadline ? [deadlineEvent(publicUrl, row, new Date(row.submission_deadline))] : []),
    ...(row.reminder_day ? [renewalEvent(publicUrl, row, row.reminder_day, row)] : []),
  ]);
  return renderIcs(t('calendar.name'), events);
}
