import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionInvitations, type users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { hashToken } from '../accounts/secrets';
import { joinLicence } from './join-licence';

type UserRow = typeof users.$inferSelect;

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
    if (!invitation) throw new AppError('unprocessable', t('errors.licences.offerInvalid'));
    if (invitation.email !== user.email)
      throw new AppError('unprocessable', t('errors.licences.offerOtherAccount'));
    const outcome = await joinLicence(tx, invitation, user);
    if (outcome === 'withdrawn') throw new AppError('unprocessable', t('errors.licences.offerInvalid'));
    if (outcome === 'inactive') throw new AppError('unprocessable', t('errors.licences.offerInactive'));
    if (outcome === 'elsewhere') throw new AppError('conflict', t('errors.licences.offerElsewhere'));
  });
}
