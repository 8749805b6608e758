import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailTemplate } from './template';

/** A transaction or the database: mail is enqueued inside the caller's transaction. */
type Executor = Pick<Db, 'insert'>;

export async function enqueueMail<P>(
  tx: Executor,
  to: string,
  template: MailTemplate<P>,
  params: P,
  opts: { replyTo?: string } = {},
): Promise<void> {
  const rendered = template.render(params);
  await tx
    .insert(mailOutbox)
    .values({ toAddress: to, replyTo: opts.replyTo ?? null, template: template.name, ...rendered });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed message stays invisible to other workers while it is being sent. */
const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;

/**
 * Claims due messages for this worker: they become invisible to others for the lease, so
 * concurrent workers never send the same row; a crash mid-send releases it after the lease.
 */
export async function claimDueMail(db: Db, limit: number, now = new Date()): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Retries with exponential back-off (1 min, 2, 4 … ) until MAX_ATTEMPTS, then gives up visibly. */
export async function markFailed(db: Db, row: OutboxRow, error: string, now = new Date()): Promise<void> {
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + 60_000 * 2 ** (row.attempts - 1)),
    })
    .where(eq(mailOutbox.id, row.id));
}
