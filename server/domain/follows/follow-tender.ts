import { sql } from 'drizzle-orm';
import type { ProjectSubscriptionCore } from '../../../common/api/follows';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import { followReminderDate, type TenderClock } from '../../../common/follow-state';
import type { Db } from '../../db/client';
import { EXECUTION_PERIOD_COLUMNS } from '../../db/execution-period';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { FOLLOW_TABLES } from './follow-tables';
import { presentTenderFollowCore } from './present-follow';
import { saveFollow } from './save-follow';

/** Reminders go out with the morning mail (the digests' hour), Madrid time. */
const REMINDER_HOUR = '07:00';

/**
 * Follows a published tender. A resolved one still in its execution period also gets its
 * reminder date: 6 months before the period ends (common/follow-state.ts).
 */
export async function followTender(
  db: Db,
  follow: { userId: number; projectId: number; frequency: MailingFrequency; now?: Date },
): Promise<ProjectSubscriptionCore> {
  const [project] = await queryRows<TenderClock>(
    db,
    sql`select ${EXECUTION_PERIOD_COLUMNS} from projects where id = ${follow.projectId} and deleted_at is null`,
  );
  if (!project) throw new AppError('not_found', FOLLOW_TABLES.project.notFound);
  const reminder = followReminderDate(project, follow.now);
  const row = await saveFollow(db, 'project', {
    userId: follow.userId,
    targetId: follow.projectId,
    frequency: follow.frequency,
    ...(reminder && {
      reminderAt: sql`(${reminder}::date + ${REMINDER_HOUR}::time) at time zone 'Europe/Madrid'`,
    }),
  });
  return presentTenderFollowCore(row);
}
