import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts } from '../../db/schema';
import { alertNotFound } from './get-alert';

/** Deletes one of the user's alerts; its notifications stay, no longer linked to it. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw alertNotFound();
}
