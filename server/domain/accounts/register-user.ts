import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { confirmationMail } from '../../mail/templates/confirmation';
import { signUpAttemptMail } from '../../mail/templates/sign-up-attempt';
import { sendInvitation } from './invitations';
import { hashPassword, newToken, normaliseEmail } from './secrets';
import { trialEnd } from './trial';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CONFIRMATION_TTL_MS = 7 * 86_400_000;

/**
 * Creates an unconfirmed account (trial starts now) and e-mails the confirmation link. An
 * address that already has an account gets the same answer, and its owner an e-mail instead:
 * the form cannot be used to find out who has an account. The password is hashed either way,
 * so the answer takes as long.
 */
export async function registerUser(
  db: Db,
  config: Config,
  input: { email: string; name: string; password: string },
): Promise<{ email: string }> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: input.name, passwordHash, trialEndsAt: trialEnd(config.trialDays) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) {
      await tellAddressOwner(tx, config, email);
      return { email };
    }
    const { token, hash } = newToken();
    await tx.insert(userTokens).values({
      userId: user.id,
      purpose: 'confirmation',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    });
    const link = `${config.publicUrl}/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, email, confirmationMail, { name: input.name, link, trialDays: config.trialDays });
    return { email };
  });
}

/**
 * The owner of a taken address hears of the attempt: how to sign in or reset the password, or,
 * for an invited account without a password yet, a fresh invitation to finish it.
 */
async function tellAddressOwner(tx: Tx, config: Config, email: string): Promise<void> {
  const [existing] = await tx.select().from(users).where(eq(users.email, email));
  if (!existing) return;
  if (!existing.passwordHash) {
    await sendInvitation(tx, config, email, existing);
    return;
  }
  await enqueueMail(tx, email, signUpAttemptMail, {
    name: existing.name,
    signInLink: `${config.publicUrl}/sign_in`,
    recoverLink: `${config.publicUrl}/recover_password`,
  });
}
