import { and, asc, count, eq, gt } from 'drizzle-orm';
import { FAILED_MAIL_SHOWN, type MailDelivery, type UndeliveredMail } from '../../../common/api/admin-jobs';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

type OutboxRow = typeof mailOutbox.$inferSelect;

export const presentUndeliveredMail = (row: OutboxRow): UndeliveredMail => ({
  id: row.id,
  to: row.toAddress,
  template: row.template,
  subject: row.subject,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
});

/** What the job monitor says of the outbox: messages given up, messages being retried. */
export async function getMailDelivery(db: Db): Promise<MailDelivery> {
  const failedOnly = eq(mailOutbox.status, 'failed');
  const [[failed], [retrying], messages] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(failedOnly),
    db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.attempts, 0))),
    db.select().from(mailOutbox).where(failedOnly).orderBy(asc(mailOutbox.id)).limit(FAILED_MAIL_SHOWN),
  ]);
  return {
    failed: failed?.n ?? 0,
    retrying: retrying?.n ?? 0,
    failed_messages: messages.map(presentUndeliveredMail),
  };
}
