import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, minutesOf, RateLimitedError, secondsUntil } from '../../errors';
import { t } from '../../messages';
import { countHits, refundHits } from '../limits/hit-counters';
import { tellLockedOut } from './lock-out-notice';
import { hashPassword, normaliseEmail, verifyPassword } from './secrets';
import { createSession, type SessionHeaders } from './sessions';

const WINDOW_MS = 15 * 60_000;
const MAX_GUESSES_PER_ACCOUNT = 5;
const MAX_GUESSES_PER_ADDRESS = 20;

// Verifying against a real hash for unknown accounts keeps response times alike.
const dummyHash = hashPassword('licitaciones-dummy-password');

/**
 * Every attempt is counted before its password is checked, so parallel guesses cannot all be
 * evaluated: at most the limit per account and per address within each 15-minute window.
 * A correct password takes its own attempt back and leaves the others counted. The first attempt
 * refused for the account's count has its owner e-mailed (`mailQueued` then hands it to delivery).
 */
export async function signIn(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  input: {
    email: string;
    password: string;
    client?: string | undefined;
    /** The client's network, which its guesses are counted by (an IPv6 /64). */
    ip: string;
    /** The client's own address, named in the lock-out e-mail. */
    address: string;
  },
  mailQueued: () => void = () => {},
): Promise<{ user: typeof users.$inferSelect; session: SessionHeaders }> {
  const email = normaliseEmail(input.email);
  const accountKey = `sign-in:account:${email}`;
  const addressKey = `sign-in:address:${input.ip}`;
  const counts = await countHits(db, [accountKey, addressKey], WINDOW_MS);
  const account = counts.get(accountKey)!;
  const address = counts.get(addressKey)!;
  const exceeded = [
    ...(account.hits > MAX_GUESSES_PER_ACCOUNT ? [account] : []),
    ...(address.hits > MAX_GUESSES_PER_ADDRESS ? [address] : []),
  ];
  if (exceeded.length > 0) {
    // Counts are distinct even in parallel, so exactly one attempt per window finds this one.
    if (account.hits === MAX_GUESSES_PER_ACCOUNT + 1) {
      const lockOut = { email, address: input.address, until: account.resetsAt };
      if (await tellLockedOut(db, config, lockOut)) mailQueued();
    }
    const seconds = secondsUntil(new Date(Math.max(...exceeded.map((c) => c.resetsAt.getTime()))));
    throw new RateLimitedError(t('errors.accounts.tooManySignIns', { count: minutesOf(seconds) }), seconds);
  }

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !ok) {
    throw new AppError('unauthorized', t('auth.signIn.failure'));
  }
  await refundHits(db, [accountKey, addressKey]);
  if (!user.confirmedAt) {
    throw new AppError('unauthorized', t('errors.accounts.unconfirmed'));
  }
  if (!user.active) {
    throw new AppError('unauthorized', t('errors.accounts.deactivated'));
  }

  return db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const session = await createSession(tx, user, input.client);
    return { user: signedIn!, session };
  });
}
