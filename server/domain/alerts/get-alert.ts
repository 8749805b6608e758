import { sql } from 'drizzle-orm';
import type { Alert } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type AlertRow, alertColumns, presentAlert } from './present-alert';

export const alertNotFound = () => new AppError('not_found', t('errors.alerts.notFound'));

/**
 * One of the user's alerts; another user's id is answered as missing. `'any'` reads whoever's it
 * is: staff opening a user's alert to see what it finds.
 */
export async function getAlert(db: Db, owner: number | 'any', id: number): Promise<Alert> {
  const ownedBy = owner === 'any' ? sql`` : sql` and a.user_id = ${owner}`;
  const [row] = await queryRows<AlertRow>(
    db,
    sql`select ${alertColumns} from alerts a where a.id = ${id}${ownedBy}`,
  );
  if (!row) throw alertNotFound();
  return presentAlert(row);
}
