import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionInvitations, type users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../accounts/secrets';
import { joinLicence } from './join-licence';

type UserRow = typeof users.$inferSelect;

const REFUSALS = {
  invalid:
    'El enlace de la licencia no es válido o ha caducado. Pide al titular de la suscripción que te la ofrezca de nuevo.',
  otherAccount:
    'Esta licencia se ofreció a otra dirección de correo: inicia sesión con la cuenta a la que llegó el enlace.',
  inactive: 'La suscripción que te ofrecía la licencia ya no está activa.',
  elsewhere: 'Ya tienes una licencia de otra suscripción activa: deja esa antes de aceptar esta.',
};

/**
 * The signed-in person accepts the licence e-mailed to them: only the account of the address
 * it was offered to can, once, before it expires. A refusal leaves the offer as it was.
 */
export async function acceptLicence(db: Db, user: UserRow, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(subscriptionInvitations)
      .where(
        and(
          eq(subscriptionInvitations.tokenHash, hashToken(token)),
          gt(subscriptionInvitations.expiresAt, now),
        ),
      );
    if (!invitation) throw new AppError('unprocessable', REFUSALS.invalid);
    if (invitation.email !== user.email) throw new AppError('unprocessable', REFUSALS.otherAccount);
    const outcome = await joinLicence(tx, invitation, user);
    if (outcome === 'withdrawn') throw new AppError('unprocessable', REFUSALS.invalid);
    if (outcome === 'inactive') throw new AppError('unprocessable', REFUSALS.inactive);
    if (outcome === 'elsewhere') throw new AppError('conflict', REFUSALS.elsewhere);
  });
}
