import { and, desc, eq, exists, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { hasTenderAccess } from '../../../common/api/user';
import { madridToday } from '../../../common/calendar';
import { asksFeedback } from '../../../common/notifications/notification-types';
import type { Db } from '../../db/client';
import { pgArray } from '../../db/rows';
import { closingSoonDigests, notifications, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import {
  type NotificationsDigestParams,
  notificationsDigestMail,
} from '../../mail/templates/notifications-digest';
import { byRelevance, scoreTenders } from '../../search/relevance/user-relevance';
import { userEligibility } from '../../search/user-eligibility';
import { loadCurrentUser } from '../accounts/present-user';
import { feedbackUrl, pruneUsedFeedbackLinks } from '../feedback/feedback-links';
import { type LinkSigner, linkSigner } from '../private-links/signed-token';
import { unsubscribeHeaders, unsubscribeUrl } from '../private-links/unsubscribe-link';
import {
  closingSoonTenders,
  countClosingSoon,
  hasClosingSoon,
  pruneClosingSoon,
  recordClosingSoon,
} from './closing-soon';
import { notificationRowsInOrder, presentNotifications } from './present-notification';

/** Past this many a digest lists no more: it says how many others there are and links the inbox. */
export const DIGEST_LIST_LIMIT = 100;

export type DigestFrequency = NotificationsDigestParams['frequency'];

export interface DigestRun {
  /** Users e-mailed, the notifications their messages cover and the tenders listed as closing soon. */
  mailed: number;
  notifications: number;
  closingSoon: number;
  /** Users with pending notifications but no tender access now: not e-mailed, their notifications kept pending. */
  withoutAccess: number;
  /** Users whose digest could not be written (retried by the next run: nothing of theirs was marked). */
  failures: { userId: number; error: string }[];
}

type UserRow = typeof users.$inferSelect;

/**
 * A user's notifications of this digest not mailed yet (`no_email` ones never are). One the user
 * discarded (processed) is already dealt with: it is not mailed while it stays discarded.
 */
function pending(userId: number | typeof users.id, frequency: DigestFrequency): SQL {
  return and(
    eq(notifications.userId, userId),
    isNull(notifications.mailedAt),
    eq(notifications.processed, false),
    eq(notifications.mailingFrequency, frequency),
  )!;
}

/**
 * The tenders closing soon for one user's daily digest, at most once per Madrid day: the day's key
 * is taken in the digest's transaction (under the user's lock), so another run of the same day —
 * by hand, a second scheduler, or at the same time — lists none. Past the limit only the count of
 * the others is said; they are listed the next day if still open.
 */
async function closingSoonOncePerDay(tx: Db, userId: number, now: Date) {
  const total = await countClosingSoon(tx, userId, now);
  if (total === 0) return { listed: [], total };
  const taken = await tx
    .insert(closingSoonDigests)
    .values({ userId, day: madridToday(now), mailedAt: now })
    .onConflictDoNothing()
    .returning({ userId: closingSoonDigests.userId });
  if (taken.length === 0) return { listed: [], total: 0 };
  return { listed: await closingSoonTenders(tx, userId, now, DIGEST_LIST_LIMIT), total };
}

/**
 * One user's digest: the outbox row, `mailed_at` of every notification it covers and the record
 * of the tenders listed as closing soon are written in one transaction, so each is mailed exactly
 * once even if the run crashes or repeats. The user's row is locked first: a concurrent run waits,
 * then finds everything mailed and sends nothing.
 */
async function mailDigest(
  db: Db,
  user: UserRow,
  frequency: DigestFrequency,
  links: { publicUrl: string; signer: LinkSigner },
  now: Date,
): Promise<{ notifications: number; closingSoon: number }> {
  const { publicUrl } = links;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const due = await tx
      .select({ id: notifications.id, projectId: notifications.projectId })
      .from(notifications)
      .where(pending(user.id, frequency))
      .orderBy(desc(notifications.date), desc(notifications.id));
    // Deadlines are a daily matter: a weekly digest would list them too late.
    const closing =
      frequency === 'daily'
        ? await closingSoonOncePerDay(tx, user.id, now)
        : { listed: [] as ProjectSummary[], total: 0 };
    const closingSoon = closing.listed;
    if (due.length === 0 && closingSoon.length === 0) return { notifications: 0, closingSoon: 0 };
    const ids = pgArray(due.map((n) => n.id));
    // Most relevant first by the user's score (newest first among equals, and without verdicts):
    // every line is kept, and past the limit the least relevant are the ones only counted.
    const scores = await scoreTenders(
      tx,
      user.id,
      due.flatMap((n) => (n.projectId === null ? [] : [n.projectId])),
    );
    const order = byRelevance(due, (n) => n.projectId, scores)
      .slice(0, DIGEST_LIST_LIMIT)
      .map((n) => n.id);
    const listed = await notificationRowsInOrder(tx, order);
    const eligibility = await userEligibility(tx, user.id, now);
    const presented = await presentNotifications(tx, listed, { userId: user.id, eligibility, scores });
    const feedbackUrls = Object.fromEntries(
      presented.filter(asksFeedback).map((n) => [
        n.id,
        {
          up: feedbackUrl(links.signer, publicUrl, n.id, 'up', now),
          down: feedbackUrl(links.signer, publicUrl, n.id, 'down', now),
        },
      ]),
    );
    const unsubscribe = unsubscribeUrl(links.signer, publicUrl, user.id);
    await enqueueMail(
      tx,
      user.email,
      notificationsDigestMail,
      {
        name: user.name,
        frequency,
        publicUrl,
        notifications: presented,
        total: due.length,
        closingSoon,
        closingSoonTotal: closing.total,
        unsubscribeUrl: unsubscribe,
        now,
        feedbackUrls,
      },
      { headers: unsubscribeHeaders(unsubscribe) },
    );
    await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(sql`${notifications.id} = any(${ids}::int[])`);
    await recordClosingSoon(tx, user.id, closingSoon, now);
    return { notifications: due.length, closingSoon: closingSoon.length };
  });
}

/**
 * The daily or weekly digest: one e-mail per confirmed, active user with tender access (the same
 * rule as the tender screens) listing the notifications of that frequency not mailed yet; the
 * daily one also lists their tenders closing soon (and goes out for those alone).
 *
 * A user without access is not e-mailed and their notifications stay pending: when access returns
 * (a subscription, an extended trial) the next digest covers them, so nothing found while they
 * could not read it is silently lost; a long backlog is capped like any large digest.
 */
export async function sendDigests(
  db: Db,
  opts: { frequency: DigestFrequency; publicUrl: string; now?: Date },
): Promise<DigestRun> {
  const { frequency, publicUrl, now = new Date() } = opts;
  if (frequency === 'daily') {
    await pruneClosingSoon(db, now);
    await pruneUsedFeedbackLinks(db, now);
  }
  const pendingOf = exists(
    db.select({ one: sql`1` }).from(notifications).where(pending(users.id, frequency)),
  );
  const candidates = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNotNull(users.confirmedAt),
        // Switched off by the user (a digest's unsubscribe link or the account page).
        eq(users.receiveDigests, true),
        frequency === 'daily' ? or(pendingOf, hasClosingSoon(sql`${users.id}`, now)) : pendingOf,
      ),
    )
    .orderBy(users.id);

  const signer = await linkSigner(db);
  const run: DigestRun = { mailed: 0, notifications: 0, closingSoon: 0, withoutAccess: 0, failures: [] };
  for (const user of candidates) {
    if (!hasTenderAccess(await loadCurrentUser(db, user, now))) {
      run.withoutAccess += 1;
      continue;
    }
    try {
      const covered = await mailDigest(db, user, frequency, { publicUrl, signer }, now);
      if (covered.notifications + covered.closingSoon > 0) {
        run.mailed += 1;
        run.notifications += covered.notifications;
        run.closingSoon += covered.closingSoon;
      }
    } catch (err) {
      run.failures.push({ userId: user.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return run;
}
