import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
  opts: { replyTo?: string; headers?: Record<string, string> } = {},
): Promise<void> {
  const rendered = template.render(params);
  await tx.insert(mailOutbox).values({
    toAddress: to,
    replyTo: opts.replyTo ?? null,
    template: template.name,
    priority: template.priority,
    ...rendered,
    headers: opts.headers ?? null,
  });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed message stays invisible to other workers while it is being sent. */
const LEASE_MS = 5 * 60_000;
const MINUTE_MS = 60_000;
/** The wait after a failed attempt doubles from a minute until it reaches this cap. */
export const MAX_RETRY_DELAY_MS = 30 * MINUTE_MS;
/** How long an SMTP outage a message outlives: it is retried for at least this long. */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * MINUTE_MS;

/** The wait after the `attempts`-th failed attempt: 1 min, 2, 4, 8, 16, then every 30 min. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MINUTE_MS * 2 ** Math.min(attempts - 1, 30), MAX_RETRY_DELAY_MS);

/** Failed attempts whose waits add up to the retry window: fewer never give a message up. */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < RETRY_WINDOW_MS; attempts++) waited += retryDelayMs(attempts);
  return attempts;
})();

/**
 * Claims due messages for this worker, most urgent kinds first: they become invisible to others
 * for the lease, so concurrent workers never send the same row; a crash mid-send releases it after
 * the lease. Due is judged by the database clock that stamped the row: the process clock has only
 * milliseconds, so a message written in the same millisecond would otherwise wait a minute.
 */
export async function claimDueMail(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.priority, mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
        claimedUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    // RETURNING keeps no order: sent in the order they were chosen.
    return claimed.sort((a, b) => a.priority - b.priority || a.id - b.id);
  });
}

/**
 * Delivered: the bodies and extra headers go (they may hold single-use or signed links);
 * recipient, template and times stay.
 */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      claimedUntil: null,
      lastError: null,
      html: null,
      text: null,
      headers: null,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Retries with capped back-off. A message is given up (`failed`, kept with its bodies for an
 * admin's retry) only once it is older than the retry window AND has used up the attempts that
 * span it, so neither a long outage nor a worker that was down for days loses it.
 */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  now = new Date(),
): Promise<'retrying' | 'given_up'> {
  const giveUp = row.attempts >= MAX_ATTEMPTS && now.getTime() - row.createdAt.getTime() >= RETRY_WINDOW_MS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      claimedUntil: null,
    })
    .where(eq(mailOutbox.id, row.id));
  return giveUp ? 'given_up' : 'retrying';
}

/**
 * SMTP took a message: the messages waiting out their back-off after a failure are due now, so
 * the end of an outage is not followed by up to half an hour of each message's own wait. A message
 * another worker is sending (claimed, lease running) is left to it, or it would go out twice.
 */
export async function bringForwardWaitingMail(db: Db): Promise<number> {
  const moved = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        gt(mailOutbox.nextAttemptAt, sql`now()`),
        gt(mailOutbox.attempts, 0),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return moved.length;
}

/** Gives claimed messages back unsent (and uncounted), so the next claim orders them with the rest. */
export async function releaseMail(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
}
