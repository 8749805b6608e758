import { sql } from 'drizzle-orm';
import { addMonths, parseCalendarDate, toCalendarDate } from '../../common/calendar';
import type { TenderClock } from '../../common/follow-state';
import type { Db } from '../db/client';
import { EXECUTION_PERIOD_COLUMNS } from '../db/execution-period';
import { pgArray, queryRows } from '../db/rows';
import { insertNotifications, typeColumns } from './insert-notifications';

/**
 * The reminders due today (Madrid): a followed resolved tender whose execution ends in 6 months
 * notifies its follower once. The notification and the follow's mark commit together, and the
 * key per follow keeps a re-run from doubling it. Returns how many were created.
 */
export async function createDueReminders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<TenderClock & { id: number; reminder_day: string }>(
      tx,
      sql`select s.id, to_char(s.reminder_at at time zone 'Europe/Madrid', 'YYYY-MM-DD') as reminder_day, p.*
          from project_subscriptions s
          cross join lateral (select ${EXECUTION_PERIOD_COLUMNS} from projects where id = s.project_id) p
          where s.reminder_sent_at is null
            and (s.reminder_at at time zone 'Europe/Madrid')::date <= (${now}::timestamptz at time zone 'Europe/Madrid')::date
          for update of s skip locked`,
    );
    if (due.length === 0) return 0;
    // The end as the tender states it now; the reminder's own date says it if that got lost.
    const ends = due.map((d) => d.execution_end ?? sixMonthsAfter(d.reminder_day));
    const created = await insertNotifications(
      tx,
      sql`select s.user_id, ${typeColumns('reminder')}, s.project_id, null::int,
            jsonb_build_object('execution_end', d.execution_end), s.mailing_frequency, 'reminder:' || s.id
          from unnest(${pgArray(due.map((d) => d.id))}::int[], ${pgArray(ends)}::text[]) as d(id, execution_end)
          join project_subscriptions s on s.id = d.id`,
    );
    await tx.execute(
      sql`update project_subscriptions set reminder_sent_at = ${now}
          where id = any(${pgArray(due.map((d) => d.id))}::int[])`,
    );
    return created;
  });
}

// Whole months, clamped to the month's last day: 30 August + 6 months is 28 February, not 2 March.
const sixMonthsAfter = (day: string) => toCalendarDate(addMonths(parseCalendarDate(day)!, 6));
