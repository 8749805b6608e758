import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { t } from '../../messages';
import { consumeToken } from './consume-token';
import { settlePasswordChange, voidResetLinks } from './password-change';
import { hashPassword, newToken, normaliseEmail } from './secrets';

const RESET_TTL_HOURS = 2;

/**
 * E-mails a single-use reset link. Unknown addresses get the same answer, so the form
 * cannot be used to find out who has an account.
 */
export async function requestPasswordReset(db: Db, config: Config, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user?.passwordHash) return;
    // A new link replaces any earlier one still unused.
    await voidResetLinks(tx, user.id);
    const { token, hash } = newToken();
    await tx.insert(userTokens).values({
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TTL_HOURS * 3_600_000),
    });
    const query = new URLSearchParams({ 'access-token': token, client: 'reset', uid: email });
    const link = `${config.publicUrl}/reset_password?${query}`;
    await enqueueMail(tx, email, resetPasswordMail, { name: user.name, link, validHours: RESET_TTL_HOURS });
  });
}

/** Sets a new password from an e-mailed link; every open session and every other reset link ends. */
export async function resetPassword(
  db: Db,
  config: Config,
  input: { token: string; uid: string; password: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await consumeToken(tx, 'reset_password', input.token);
    if (!user || user.email !== normaliseEmail(input.uid)) {
      throw new AppError('unprocessable', t('auth.reset.invalidLink'));
    }
    // Hashed only once the link is known good: a bogus link costs no hashing time.
    const passwordHash = await hashPassword(input.password);
    // Following the e-mailed link also proves the address.
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: user.confirmedAt ?? new Date() })
      .where(eq(users.id, user.id));
    await settlePasswordChange(tx, config, user);
  });
}
