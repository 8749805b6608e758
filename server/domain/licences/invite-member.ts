import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptionInvitations, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { licenceInvitationMail } from '../../mail/templates/licence-invitation';
import { sendInvitation } from '../accounts/invitations';
import { newToken, normaliseEmail } from '../accounts/secrets';
import { lockForNewMember, refuseIfFull } from './add-member';

export const LICENCE_INVITATION_TTL_DAYS = 7;

/**
 * The owner offers a licence to `email`. Nothing of the person's account is shared until they
 * accept: an account gets a link to accept it signed in, an address without one an account
 * invitation that accepts it. The seat is taken now. The owner's answer is the same either way
 * (no account is read into it), so adding cannot be used to find out who has an account.
 * Offering again to a pending address sends a fresh link (the old one stops working).
 */
export async function inviteMember(
  db: Db,
  config: Config,
  input: { licenceId: number; ownerId: number; email: string },
): Promise<void> {
  const email = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    const licence = await lockForNewMember(tx, config, input, email);
    if (!licence.invitations.some((i) => i.email === email)) refuseIfFull(licence);

    const expiresAt = new Date(Date.now() + LICENCE_INVITATION_TTL_DAYS * 86_400_000);
    const [account] = await tx.select().from(users).where(eq(users.email, email));
    let tokenHash: string | null = null;
    if (account?.passwordHash) {
      const { token, hash } = newToken();
      tokenHash = hash;
      await enqueueMail(tx, email, licenceInvitationMail, {
        link: `${config.publicUrl}/licencia?token=${encodeURIComponent(token)}`,
        ownerEmail: licence.ownerEmail,
        validDays: LICENCE_INVITATION_TTL_DAYS,
      });
    } else {
      await sendInvitation(tx, config, email, account, { licenceFrom: licence.ownerEmail });
    }
    await tx
      .insert(subscriptionInvitations)
      .values({ subscriptionId: licence.id, email, tokenHash, expiresAt })
      .onConflictDoUpdate({
        target: [subscriptionInvitations.subscriptionId, subscriptionInvitations.email],
        set: { tokenHash, expiresAt },
      });
  });
}
