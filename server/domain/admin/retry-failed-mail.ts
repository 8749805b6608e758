import { and, eq } from 'drizzle-orm';
import type { UndeliveredMail } from '../../../common/api/admin-jobs';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { presentUndeliveredMail } from './mail-delivery';

/**
 * Puts a message the outbox gave up on back to pending, due now: mail.send delivers it within a
 * minute, and it gets the whole retry schedule again. 404 when absent, 409 unless it failed.
 */
export async function retryFailedMail(db: Db, id: number): Promise<UndeliveredMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) return presentUndeliveredMail(row);
  const [current] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!current) throw new AppError('not_found', t('errors.outbox.notFound', { id }));
  throw new AppError('conflict', t('errors.outbox.notFailed', { id, status: current.status }));
}
