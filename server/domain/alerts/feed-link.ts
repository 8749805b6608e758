import { and, eq, sql } from 'drizzle-orm';
import type { Alert } from '../../../common/api/alerts';
import { appUrl } from '../../../common/app-paths';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { alerts } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type LinkSigner, linkSigner } from '../private-links/signed-token';
import { alertNotFound } from './get-alert';

const feedUrl = (signer: LinkSigner, publicUrl: string, id: number, nonce: string) =>
  appUrl(publicUrl, `/v1/alerts/${id}/feed.atom?token=${signer.sign(['feed', id, nonce])}`);

/**
 * The alerts with their private feed address, given to their owner only: the address is the
 * feed's credential, so staff looking at a user's alerts get none.
 */
export async function withFeedUrls<A extends Pick<Alert, 'id' | 'feed_url'>>(
  db: Db,
  publicUrl: string,
  viewerId: number,
  list: A[],
): Promise<A[]> {
  if (list.length === 0) return list;
  const nonces = await queryRows<{ id: number; feed_nonce: string }>(
    db,
    sql`select id, feed_nonce from alerts
        where user_id = ${viewerId} and id = any(${pgArray(list.map((a) => a.id))}::int[])`,
  );
  const signer = await linkSigner(db);
  const byId = new Map(nonces.map((n) => [n.id, feedUrl(signer, publicUrl, n.id, n.feed_nonce)]));
  return list.map((alert) => ({ ...alert, feed_url: byId.get(alert.id) ?? null }));
}

/** One alert with its feed address for its owner (see withFeedUrls). */
export async function withFeedUrl<A extends Pick<Alert, 'id' | 'feed_url'>>(
  db: Db,
  publicUrl: string,
  viewerId: number,
  alert: A,
): Promise<A> {
  const [withUrl] = await withFeedUrls(db, publicUrl, viewerId, [alert]);
  return withUrl!;
}

/** A new feed address for one of the user's alerts: the previous one stops working at once. */
export async function rotateAlertFeed(db: Db, publicUrl: string, userId: number, alertId: number) {
  const [row] = await db
    .update(alerts)
    .set({ feedNonce: sql`gen_random_uuid()::text` })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ nonce: alerts.feedNonce });
  if (!row) throw alertNotFound();
  return { feed_url: feedUrl(await linkSigner(db), publicUrl, alertId, row.nonce) };
}

/** The alert a feed token opens (its owner, name and creation); a wrong, old or missing one is not found. */
export async function feedAlert(db: Db, alertId: number, token: string) {
  const [alert] = await db
    .select({
      id: alerts.id,
      userId: alerts.userId,
      name: alerts.name,
      nonce: alerts.feedNonce,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .where(eq(alerts.id, alertId));
  if (!alert || !(await linkSigner(db)).verify(['feed', alertId, alert.nonce], token)) {
    throw new AppError('not_found', t('errors.feeds.notFound'));
  }
  return alert;
}
