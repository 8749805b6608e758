import { and, asc, eq, gt } from 'drizzle-orm';
import { SHARE_RECIPIENTS_PER_HOUR } from '../../../common/api/publications';
import type { Db } from '../../db/client';
import { documentShares, users } from '../../db/schema';
import { AppError, minutesOf, RateLimitedError, secondsUntil } from '../../errors';
import { t } from '../../messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 60 * 60_000;

/**
 * Refuses a share that would take the user past their recipients in the last hour: few during
 * the trial (a fresh account must not be a way to mail strangers), more once a licence is paid.
 * Recipients are counted, not shares, so ten addresses a share cannot multiply the limit. The
 * user's row is locked first, so parallel shares from any process count one after another and
 * the share is inserted before the next one counts. Answers the instant the share is stored at:
 * read once the lock is held, so no share is older than one counted before it.
 */
export async function checkShareAllowance(
  tx: Tx,
  user: { id: number; licensed: boolean },
  recipients: number,
): Promise<Date> {
  const limit = SHARE_RECIPIENTS_PER_HOUR[user.licensed ? 'licensed' : 'trial'];
  const values = { limit, licensed: SHARE_RECIPIENTS_PER_HOUR.licensed };
  const key = (name: string) => `errors.publications.${name}${user.licensed ? '' : 'Trial'}`;
  if (recipients > limit) {
    throw new AppError('unprocessable', t(key('tooManyRecipients'), values), [
      { field: 'emails', message: t('errors.fields.atMost', { value: limit }) },
    ]);
  }
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
  const now = new Date();
  const recent = await tx
    .select({ at: documentShares.createdAt, recipients: documentShares.recipients })
    .from(documentShares)
    .where(
      and(
        eq(documentShares.userId, user.id),
        gt(documentShares.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(documentShares.createdAt));
  let used = recent.reduce((sum, share) => sum + share.recipients, 0);
  if (used + recipients <= limit) return now;
  // The oldest shares leave the hour first: retry once enough of them have.
  let freedAt = now;
  for (const share of recent) {
    used -= share.recipients;
    freedAt = new Date(share.at.getTime() + HOUR_MS);
    if (used + recipients <= limit) break;
  }
  const seconds = secondsUntil(freedAt, now);
  throw new RateLimitedError(t(key('shareLimit'), { ...values, count: minutesOf(seconds) }), seconds);
}
