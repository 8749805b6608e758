import { sql } from 'drizzle-orm';
import {
  type ProjectSubscriptionsPage,
  SUBSCRIPTIONS_PAGE_SIZE,
  type SubscriptionsQuery,
} from '../../../common/api/follows';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';
import { type FollowRow, followColumns, notificationCountColumns, ownFollows, pageOf } from './follow-tables';
import { countFollowed } from './list-followed';
import { isoOrNull } from './present-follow';

type Row = TenderSummaryRow &
  Omit<FollowRow, 'id'> & {
    subscription_id: number;
    total_notifications: number;
    last_notification_date: Date | string | null;
  };

/** 'Licitaciones favoritas': the user's followed tenders, latest followed first, 25 a page. */
export async function listTenderFollows(
  db: Db,
  userId: number,
  q: Pick<SubscriptionsQuery, 'page' | 'ids'>,
): Promise<ProjectSubscriptionsPage> {
  const total = await countFollowed(db, 'project', userId, q.ids);
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns}, null::real as score,
          ${followColumns('project', 'subscription_id')},
          ${notificationCountColumns('project')}
        from project_subscriptions s join projects p on p.id = s.project_id
        where ${ownFollows('project', userId, q.ids)}
        order by s.created_at desc, s.id desc
        limit ${SUBSCRIPTIONS_PAGE_SIZE} offset ${(q.page - 1) * SUBSCRIPTIONS_PAGE_SIZE}`,
  );
  return {
    results: rows.map((row) => ({
      id: row.subscription_id,
      project: presentTenderSummary(row),
      mailing_frequency: row.mailing_frequency,
      reminder_at: row.reminder_at,
      total_notifications: row.total_notifications,
      last_notification_date: isoOrNull(row.last_notification_date),
    })),
    metadata: pageOf(total, q.page),
  };
}
