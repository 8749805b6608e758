import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { invitationMail } from '../../mail/templates/invitation';
import { t } from '../../messages';
import { recordAdminChange } from '../admin/record-admin-change';
import { acceptOfferedLicence } from '../licences/join-licence';
import { consumeToken } from './consume-token';
import { hashPassword, newToken, normaliseEmail } from './secrets';
import { trialEnd } from './trial';

const INVITATION_TTL_DAYS = 7;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An admin invites an address: a passwordless account and a link to finish it (audited). */
export async function inviteUser(
  db: Db,
  config: Config,
  adminId: number,
  rawEmail: string,
): Promise<{ email: string }> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing?.passwordHash) {
      throw new AppError('unprocessable', t('errors.accounts.emailTaken', { email }), [
        { field: 'email', message: t('errors.fields.inUse') },
      ]);
    }
    const user = await sendInvitation(tx, config, email, existing);
    await recordAdminChange(tx, {
      adminId,
      action: 'user.invite',
      targetType: 'user',
      targetId: user.id,
      before: existing ? { email, invited: true } : null,
      after: { email, invited: true },
    });
    return { email };
  });
}

/**
 * The account of `email`, made passwordless unless another request made it first: two owners
 * offering a licence to one new address at once wait for each other here, not fail.
 */
async function passwordlessAccount(tx: Tx, config: Config, email: string) {
  const [created] = await tx
    .insert(users)
    .values({ email, name: '', trialEndsAt: trialEnd(config.trialDays) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return created;
  const [made] = await tx.select().from(users).where(eq(users.email, email));
  return made!;
}

/**
 * Within the caller's transaction: the passwordless account of `email` (created unless given)
 * and a fresh invitation link by e-mail; inviting again voids the previous link. `licenceFrom`:
 * the owner whose licence accepting the invitation also accepts.
 */
export async function sendInvitation(
  tx: Tx,
  config: Config,
  email: string,
  existing?: typeof users.$inferSelect,
  offer: { licenceFrom?: string } = {},
): Promise<typeof users.$inferSelect> {
  const user = existing ?? (await passwordlessAccount(tx, config, email));
  await tx
    .delete(userTokens)
    .where(
      and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'invitation'), isNull(userTokens.usedAt)),
    );
  const { token, hash } = newToken();
  await tx.insert(userTokens).values({
    userId: user.id,
    purpose: 'invitation',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const link = `${config.publicUrl}/invitacion?invitation_token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, email, invitationMail, { link, validDays: INVITATION_TTL_DAYS, ...offer });
  return user;
}

/**
 * The invited person sets name and password; the account is confirmed, the trial starts and a
 * licence offered with the invitation is theirs.
 */
export async function acceptInvitation(
  db: Db,
  config: Config,
  input: { token: string; name: string; password: string },
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const user = await consumeToken(tx, 'invitation', input.token);
    if (!user) {
      throw new AppError('unprocessable', t('errors.accounts.invitationInvalid'));
    }
    // Hashed only once the invitation is known good: a bogus one costs no hashing time.
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    await tx
      .update(users)
      .set({ name: input.name, passwordHash, confirmedAt: now, trialEndsAt: trialEnd(config.trialDays, now) })
      .where(eq(users.id, user.id));
    await acceptOfferedLicence(tx, user, now);
    return { email: user.email };
  });
}
