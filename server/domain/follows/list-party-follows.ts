import { sql } from 'drizzle-orm';
import {
  type PartySubscriptionsPage,
  SUBSCRIPTIONS_PAGE_SIZE,
  type SubscriptionsQuery,
} from '../../../common/api/follows';
import type { PartyWithCounts } from '../../../common/api/procurement-party';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { partyWithCountsColumns } from '../parties/party-counts';
import { type FollowRow, followColumns, notificationCountColumns, ownFollows, pageOf } from './follow-tables';
import { countFollowed } from './list-followed';
import { isoOrNull } from './present-follow';

type Row = PartyWithCounts &
  Omit<FollowRow, 'id'> & {
    subscription_id: number;
    total_notifications: number;
    last_notification_date: Date | string | null;
  };

/** 'Mis empresas y entidades': the user's followed parties, latest followed first, 25 a page. */
export async function listPartyFollows(
  db: Db,
  userId: number,
  q: Pick<SubscriptionsQuery, 'page' | 'ids'>,
): Promise<PartySubscriptionsPage> {
  const total = await countFollowed(db, 'party', userId, q.ids);
  const rows = await queryRows<Row>(
    db,
    sql`select ${partyWithCountsColumns}, ${followColumns('party', 'subscription_id')},
          ${notificationCountColumns('party')}
        from party_subscriptions s join parties pa on pa.id = s.party_id
        where ${ownFollows('party', userId, q.ids)}
        order by s.created_at desc, s.id desc
        limit ${SUBSCRIPTIONS_PAGE_SIZE} offset ${(q.page - 1) * SUBSCRIPTIONS_PAGE_SIZE}`,
  );
  return {
    results: rows.map((row) => ({
      id: row.subscription_id,
      party: {
        id: row.id,
        name: row.name,
        party_id: row.party_id,
        procurement_projects_count: row.procurement_projects_count,
        tender_results_count: row.tender_results_count,
      },
      mailing_frequency: row.mailing_frequency,
      total_notifications: row.total_notifications,
      last_notification_date: isoOrNull(row.last_notification_date),
    })),
    metadata: pageOf(total, q.page),
  };
}
