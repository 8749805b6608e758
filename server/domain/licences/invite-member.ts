import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptionInvitations, users } from '../../db/schema';
import { minutesOf, RateLimitedError, secondsUntil } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { licenceInvitationMail } from '../../mail/templates/licence-invitation';
import { t } from '../../messages';
import { sendInvitation } from '../accounts/invitations';
import { newToken, normaliseEmail } from '../accounts/secrets';
import { countHits } from '../limits/hit-counters';
import { lockForNewMember, refuseIfFull } from './add-member';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const LICENCE_INVITATION_TTL_DAYS = 7;
/** Offers (each an e-mail, a fresh link to a pending address included) an owner sends an hour. */
export const LICENCE_OFFERS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/**
 * The owner offers a licence to `email`. Nothing of the person's account is shared until they
 * accept: an account gets a link to accept it signed in, an address without one an account
 * invitation that accepts it. The seat is taken now. The owner's answer is the same either way
 * (no account is read into it), so adding cannot be used to find out who has an account.
 * Offering again to a pending address sends a fresh link (the old one stops working). At most
 * LICENCE_OFFERS_PER_HOUR offers an hour per owner, counted in the offer's transaction: a refused
 * one (a full subscription) is not counted, and offering and withdrawing cannot mail strangers
 * without end.
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
    await countOffer(tx, input.ownerId);

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

async function countOffer(tx: Tx, ownerId: number): Promise<void> {
  const key = `licence-offer:owner:${ownerId}`;
  const { hits, resetsAt } = (await countHits(tx, [key], HOUR_MS)).get(key)!;
  if (hits <= LICENCE_OFFERS_PER_HOUR) return;
  const seconds = secondsUntil(resetsAt);
  throw new RateLimitedError(
    t('errors.licences.offerLimit', { limit: LICENCE_OFFERS_PER_HOUR, count: minutesOf(seconds) }),
    seconds,
  );
}
