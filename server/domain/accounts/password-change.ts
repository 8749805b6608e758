import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type users, userTokens } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { passwordChangedMail } from '../../mail/templates/password-changed';
import { revokeAllSessions } from './sessions';

type Tx = Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;

/** Every reset link of the user not used yet stops working. */
export async function voidResetLinks(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx
    .delete(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'reset_password'), isNull(userTokens.usedAt)),
    );
}

/**
 * What every password change does besides storing the new hash: every session ends, and so does
 * every reset link still unused (one requested earlier must not undo the change); the owner is
 * told by e-mail.
 */
export async function settlePasswordChange(
  tx: Tx,
  config: Config,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'name'>,
): Promise<void> {
  await revokeAllSessions(tx, user.id);
  await voidResetLinks(tx, user.id);
  await enqueueMail(tx, user.email, passwordChangedMail, {
    name: user.name,
    contactEmail: config.contactEmail,
  });
}
