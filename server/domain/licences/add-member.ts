import { and, eq } from 'drizzle-orm';
import { addMemberErrorMessage, NO_LICENCES_LEFT_MESSAGE } from '../../../common/api/subscriptions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptionInvitations, subscriptionMembers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { sendInvitation } from '../accounts/invitations';
import { normaliseEmail } from '../accounts/secrets';
import { type LicenceWithUsers, seatsUsed } from './find-user-licence';
import { holdsLicenceElsewhere } from './join-licence';
import { ownedLicence } from './owned-licence';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Any refusal but the full subscription: the catalogue's contact message, the reason on the field. */
export function refuseMember(
  config: Config,
  reason: string,
  code: 'conflict' | 'unprocessable' = 'unprocessable',
) {
  return new AppError(code, addMemberErrorMessage(config.contactEmail), [
    { field: 'user_email', message: reason },
  ]);
}

/**
 * The owner's subscription, locked so two additions at once cannot both take the last seat,
 * when `email` may be given a licence of it: the subscription is active and the address does
 * not hold one of its licences already.
 */
export async function lockForNewMember(
  tx: Tx,
  config: Config,
  input: { licenceId: number; ownerId: number },
  email: string,
): Promise<LicenceWithUsers> {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, input.licenceId))
    .for('update');
  const licence = await ownedLicence(tx, input.licenceId, input.ownerId);
  if (licence.status !== 'active') throw refuseMember(config, t('errors.licences.memberInactive'));
  if (licence.users.some((u) => u.email === email)) {
    throw refuseMember(config, t('errors.licences.memberAlready'), 'conflict');
  }
  return licence;
}

/** Accepted and pending licences take a seat alike; a full subscription is the catalogue's message. */
export function refuseIfFull(licence: LicenceWithUsers): void {
  if (seatsUsed(licence) >= licence.quantity) {
    throw new AppError('unprocessable', NO_LICENCES_LEFT_MESSAGE, [
      { field: 'quantity', message: t('errors.fields.licencesInUse', { count: licence.quantity }) },
    ]);
  }
}

/**
 * Staff give a licence directly (they act on the person's request): an existing account holds
 * it at once, an address without an account is invited and holds it too. A licence the owner
 * had offered to the address is taken over by this one.
 */
export async function addMember(
  db: Db,
  config: Config,
  input: { licenceId: number; ownerId: number; email: string },
): Promise<{ invited: boolean }> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const licence = await lockForNewMember(tx, config, input, email);
    const offered = licence.invitations.some((i) => i.email === email);
    if (!offered) refuseIfFull(licence);

    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing && !existing.active) throw refuseMember(config, t('errors.licences.memberDeactivated'));
    if (existing && (await holdsLicenceElsewhere(tx, existing.id, licence.id))) {
      throw refuseMember(config, t('errors.licences.memberElsewhere'), 'conflict');
    }
    // An account still waiting for its invitation gets a fresh link, like a new address.
    const invited = !existing?.passwordHash;
    const member = invited ? await sendInvitation(tx, config, email, existing) : existing!;
    await tx
      .delete(subscriptionInvitations)
      .where(
        and(eq(subscriptionInvitations.subscriptionId, licence.id), eq(subscriptionInvitations.email, email)),
      );
    await tx.insert(subscriptionMembers).values({ subscriptionId: licence.id, userId: member.id });
    return { invited };
  });
}
