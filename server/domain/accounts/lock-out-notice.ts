import { eq } from 'drizzle-orm';
import { formatDateMinutes } from '../../../common/format';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { lockOutMail } from '../../mail/templates/lock-out';
import { countHits } from '../limits/hit-counters';

const DAY_MS = 24 * 3_600_000;
/** Lock-out e-mails an account gets a day at most, however often guessing locks it. */
export const LOCK_OUT_MAILS_PER_DAY = 3;

/**
 * Tells the owner of `email` that sign-in to their account is paused. Called once per lock-out
 * period (by the one attempt that found the account's count just over its limit); nothing is
 * sent for an address without an account, and the guesser's answer is the same either way.
 */
export async function tellLockedOut(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  lockOut: { email: string; address: string; until: Date },
  now = new Date(),
): Promise<boolean> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, lockOut.email));
  if (!user) return false;
  const key = `sign-in:lock-out-mail:${user.email}`;
  const sent = (await countHits(db, [key], DAY_MS)).get(key)!;
  if (sent.hits > LOCK_OUT_MAILS_PER_DAY) return false;
  await enqueueMail(db, user.email, lockOutMail, {
    name: user.name,
    at: formatDateMinutes(now),
    // Rounded up: at the minute shown, sign-in works again.
    until: formatDateMinutes(Math.ceil(lockOut.until.getTime() / 60_000) * 60_000),
    address: lockOut.address,
    recoverLink: `${config.publicUrl}/recover_password`,
  });
  return true;
}
