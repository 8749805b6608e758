import { sql } from 'drizzle-orm';
import { FAILING_ALERTS_SHOWN, type FailingAlert } from '../../../common/api/admin-jobs';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/** Alerts the monitoring engine skipped at their last check, with the error and their owner. */
export async function listFailingAlerts(db: Db): Promise<FailingAlert[]> {
  const rows = await queryRows<Omit<FailingAlert, 'failed_at'> & { failed_at: Date | string }>(
    db,
    sql`select a.id, a.name, a.user_id, u.email as user_email, coalesce(a.check_error, '') as error,
          a.check_failed_at as failed_at
        from alerts a join users u on u.id = a.user_id
        where a.check_failed_at is not null
        order by a.check_failed_at desc, a.id limit ${FAILING_ALERTS_SHOWN}`,
  );
  return rows.map((row) => ({ ...row, failed_at: new Date(row.failed_at).toISOString() }));
}
