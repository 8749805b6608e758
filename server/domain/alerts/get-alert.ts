import { sql } from 'drizzle-orm';
import type { Alert } from '../../../common/api/alerts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { type AlertRow, alertColumns, presentAlert } from './present-alert';

export const alertNotFound = () => new AppError('not_found', 'No existe la alerta solicitada.');

/** One of the user's alerts; another user's id is answered as missing. */
export async function getAlert(db: Db, userId: number, id: number): Promise<Alert> {
  const [row] = await queryRows<AlertRow>(
    db,
    sql`select ${alertColumns} from alerts a where a.id = ${id} and a.user_id = ${userId}`,
  );
  if (!row) throw alertNotFound();
  return presentAlert(row);
}
