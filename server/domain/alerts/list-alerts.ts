import { sql } from 'drizzle-orm';
import { ALERTS_PAGE_SIZE, type Alert, type AlertsResponse } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type AlertRow, alertColumns, presentAlert } from './present-alert';

/** The user's alerts of one type, starred first, then by name ignoring case and accents. */
export async function listAlerts(
  db: Db,
  userId: number,
  q: { alert_type: Alert['alert_type']; page: number },
): Promise<AlertsResponse> {
  const where = sql`a.user_id = ${userId} and a.alert_type = ${q.alert_type}`;
  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from alerts a where ${where}`,
  );
  const total = countRow?.total ?? 0;
  const rows = await queryRows<AlertRow>(
    db,
    sql`select ${alertColumns} from alerts a where ${where}
        order by a.starred desc, lower(unaccent_immutable(a.name)), a.id
        limit ${ALERTS_PAGE_SIZE} offset ${(q.page - 1) * ALERTS_PAGE_SIZE}`,
  );
  return {
    alerts: rows.map(presentAlert),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / ALERTS_PAGE_SIZE),
      current_page: q.page,
    },
  };
}
