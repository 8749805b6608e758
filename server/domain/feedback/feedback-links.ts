import { eq, lt } from 'drizzle-orm';
import type { FeedbackLinkResult, FeedbackValue } from '../../../common/api/notifications';
import { appUrl } from '../../../common/app-paths';
import type { Db } from '../../db/client';
import { notifications, projects, usedFeedbackLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type LinkSigner, linkSigner } from '../private-links/signed-token';
import { feedbackTarget, recordFeedback } from './record-feedback';

/** How long a digest's feedback links work: a month of late reading. */
export const FEEDBACK_LINK_DAYS = 30;

/** notification id . up|down . expiry (Unix seconds) . signature */
const TOKEN = /^(\d{1,10})\.(up|down)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The one-click address of 'Me interesa' or 'No me interesa' for a digest's notification: the
 * app's page, which records it without a session. The token binds the notification, the verdict
 * and the expiry; it works once.
 */
export function feedbackUrl(
  signer: LinkSigner,
  publicUrl: string,
  notificationId: number,
  value: FeedbackValue,
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + FEEDBACK_LINK_DAYS * 86_400;
  const signature = signer.sign(['feedback', notificationId, value, expires]);
  return appUrl(publicUrl, `/valoracion?token=${notificationId}.${value}.${expires}.${signature}`);
}

const invalid = () => new AppError('not_found', t('errors.feedback.invalidLink'));

/**
 * Records what a feedback link says, once: a forged or altered link is not found, an expired one
 * says so, and a used one is refused (its signature is taken in the same transaction as the
 * verdict, so two clicks at once record it once).
 */
export async function feedbackByLink(db: Db, token: string, now = new Date()): Promise<FeedbackLinkResult> {
  const match = TOKEN.exec(token);
  if (!match) throw invalid();
  const [, id, value, expires, signature] = match as unknown as [
    string,
    string,
    FeedbackValue,
    string,
    string,
  ];
  const notificationId = Number(id);
  if (!(await linkSigner(db)).verify(['feedback', notificationId, value, Number(expires)], signature))
    throw invalid();
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt <= now) throw new AppError('not_found', t('errors.feedback.expiredLink'));
  return db.transaction(async (tx) => {
    const [notification] = await tx
      .select({ userId: notifications.userId, title: projects.title, projectId: projects.id })
      .from(notifications)
      .innerJoin(projects, eq(projects.id, notifications.projectId))
      .where(eq(notifications.id, notificationId));
    if (!notification) throw invalid();
    const taken = await tx
      .insert(usedFeedbackLinks)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedFeedbackLinks.signature });
    if (taken.length === 0) throw new AppError('conflict', t('errors.feedback.usedLink'));
    await recordFeedback(
      tx,
      notification.userId,
      await feedbackTarget(tx, notification.userId, notificationId),
      value,
    );
    return { value, project_id: notification.projectId, title: notification.title };
  });
}

/** Forgets the used links that have expired (they are refused as expired anyway). */
export async function pruneUsedFeedbackLinks(db: Db, now = new Date()): Promise<void> {
  await db.delete(usedFeedbackLinks).where(lt(usedFeedbackLinks.expiresAt, now));
}
