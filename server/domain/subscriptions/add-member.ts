import { and, eq, ne } from 'drizzle-orm';
import { addMemberErrorMessage, NO_LICENCES_LEFT_MESSAGE } from '../../../common/api/subscriptions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptionMembers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sendInvitation } from '../accounts/invitations';
import { normaliseEmail } from '../accounts/secrets';
import { ownedSubscription } from './owned-subscription';

/**
 * The owner gives one of their licences to `email`. An address without an account is invited
 * (it gets the licence now and the link to set its password). The subscription row is locked
 * so two additions at once cannot both take the last licence.
 */
export async function addMember(
  db: Db,
  config: Config,
  input: { subscriptionId: number; ownerId: number; email: string },
): Promise<{ invited: boolean }> {
  const email = normaliseEmail(input.email);
  const refuse = (reason: string, code: 'conflict' | 'unprocessable' = 'unprocessable') =>
    new AppError(code, addMemberErrorMessage(config.contactEmail), [
      { field: 'user_email', message: reason },
    ]);

  return db.transaction(async (tx) => {
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, input.subscriptionId))
      .for('update');
    const subscription = await ownedSubscription(tx, input.subscriptionId, input.ownerId);
    if (subscription.status !== 'active') throw refuse('la suscripción no está activa');
    if (subscription.users.some((u) => u.email === email)) {
      throw refuse('ya tiene una licencia de esta suscripción', 'conflict');
    }
    if (subscription.users.length >= subscription.quantity) {
      throw new AppError('unprocessable', NO_LICENCES_LEFT_MESSAGE, [
        { field: 'quantity', message: `las ${subscription.quantity} licencias están en uso` },
      ]);
    }

    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing && !existing.active) throw refuse('la cuenta está desactivada');
    if (existing) {
      const [elsewhere] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptionMembers)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMembers.subscriptionId))
        .where(
          and(
            eq(subscriptionMembers.userId, existing.id),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.id, subscription.id),
          ),
        );
      if (elsewhere) throw refuse('ya tiene una licencia de otra suscripción activa', 'conflict');
    }
    // An account still waiting for its invitation gets a fresh link, like a new address.
    const invited = !existing?.passwordHash;
    const member = invited ? await sendInvitation(tx, config, email, existing) : existing!;
    await tx.insert(subscriptionMembers).values({ subscriptionId: subscription.id, userId: member.id });
    return { invited };
  });
}
