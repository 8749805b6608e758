import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { confirmationMail } from '../../mail/templates/confirmation';
import { hashPassword, newToken, normaliseEmail } from './secrets';

export const CONFIRMATION_TTL_MS = 7 * 86_400_000;

/** When a trial of `trialDays` (the operator's TRIAL_DAYS) started at `from` ends. */
export function trialEnd(trialDays: number, from = new Date()): Date {
  return new Date(from.getTime() + trialDays * 86_400_000);
}

/** Creates an unconfirmed account (trial starts now) and e-mails the confirmation link. */
export async function registerUser(
  db: Db,
  config: Config,
  input: { email: string; name: string; password: string },
): Promise<{ email: string }> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      throw new AppError('unprocessable', 'Email ya está en uso', [
        { field: 'email', message: 'ya está en uso' },
      ]);
    }
    // Hashed only for an address that can register: a taken one costs no hashing time.
    const passwordHash = await hashPassword(input.password);
    const [user] = await tx
      .insert(users)
      .values({ email, name: input.name, passwordHash, trialEndsAt: trialEnd(config.trialDays) })
      .returning();
    const { token, hash } = newToken();
    await tx.insert(userTokens).values({
      userId: user!.id,
      purpose: 'confirmation',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    });
    const link = `${config.publicUrl}/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, email, confirmationMail, { name: input.name, link });
    return { email };
  });
}
