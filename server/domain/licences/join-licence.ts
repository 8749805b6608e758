import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionInvitations, subscriptionMembers, subscriptions, users } from '../../db/schema';

type Tx = Pick<Db, 'select' | 'insert' | 'delete'>;
type UserRow = typeof users.$inferSelect;
type InvitationRow = typeof subscriptionInvitations.$inferSelect;

/**
 * One active licence per person: whether `userId` holds one of a subscription other than
 * `subscriptionId`. The person's row is locked first (after the subscription's, the order every
 * caller takes), so two licences given to them at once, of two subscriptions, see each other.
 */
export async function holdsLicenceElsewhere(tx: Tx, userId: number, licenceId: number): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [elsewhere] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptionMembers)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMembers.subscriptionId))
    .where(
      and(
        eq(subscriptionMembers.userId, userId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.id, licenceId),
      ),
    );
  return elsewhere !== undefined;
}

export type JoinOutcome = 'joined' | 'inactive' | 'elsewhere' | 'withdrawn';

/**
 * The person accepted the licence offered to them: the invitation becomes their licence, when
 * the subscription is still active and they hold no other. The seat was already counted. The
 * subscription row is locked before the invitation, in the order every addition takes them.
 */
export async function joinLicence(tx: Tx, invitation: InvitationRow, user: UserRow): Promise<JoinOutcome> {
  const [licence] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, invitation.subscriptionId))
    .for('update');
  if (licence?.status !== 'active') return 'inactive';
  if (await holdsLicenceElsewhere(tx, user.id, invitation.subscriptionId)) return 'elsewhere';
  const taken = await tx
    .delete(subscriptionInvitations)
    .where(eq(subscriptionInvitations.id, invitation.id))
    .returning({ id: subscriptionInvitations.id });
  if (taken.length === 0) return 'withdrawn';
  await tx
    .insert(subscriptionMembers)
    .values({ subscriptionId: invitation.subscriptionId, userId: user.id })
    .onConflictDoNothing();
  return 'joined';
}

/**
 * An address without an account was offered a licence with an account invitation: accepting
 * that invitation accepts the licence too (the oldest offer that can still be taken; any other
 * stays pending for its owner to withdraw).
 */
export async function acceptOfferedLicence(tx: Tx, user: UserRow, now = new Date()): Promise<void> {
  const offers = await tx
    .select()
    .from(subscriptionInvitations)
    .where(
      and(
        eq(subscriptionInvitations.email, user.email),
        isNull(subscriptionInvitations.tokenHash),
        gt(subscriptionInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(subscriptionInvitations.id));
  for (const offer of offers) {
    const outcome = await joinLicence(tx, offer, user);
    if (outcome === 'joined' || outcome === 'elsewhere') return;
  }
}
