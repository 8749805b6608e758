import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { countHits, refundHits } from '../limits/hit-counters';
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
 * A correct password takes its own attempt back and leaves the others counted.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; client?: string | undefined; ip: string },
): Promise<{ user: typeof users.$inferSelect; session: SessionHeaders }> {
  const email = normaliseEmail(input.email);
  const accountKey = `sign-in:account:${email}`;
  const addressKey = `sign-in:address:${input.ip}`;
  const counts = await countHits(db, [accountKey, addressKey], WINDOW_MS);
  if (
    counts.get(accountKey)!.hits > MAX_GUESSES_PER_ACCOUNT ||
    counts.get(addressKey)!.hits > MAX_GUESSES_PER_ADDRESS
  ) {
    throw new AppError('rate_limited', t('errors.accounts.tooManySignIns'));
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
