import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createAdminSubscriptionBodySchema } from '../../../common/api/admin-subscriptions';
import { manualPeriodEnd } from '../../../common/licence-period';
import type { Db } from '../../db/client';
import { subscriptionMembers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { recordAdminChange } from '../admin/record-admin-change';
import { auditedFields, refuseBelowUsed } from './admin-licence';
import { endOfMadridDay } from './manual-period-end';

type Input = z.output<typeof createAdminSubscriptionBodySchema>;

/**
 * An admin grants a user licences billed by hand (billing_type manual), active at once for the
 * paid period (one month or one year from today unless the admin sets its last day), the user
 * owning it with a licence of their own. A user's earlier, no longer active subscription is
 * reused (one per owner), keeping its members.
 */
export async function createManualLicence(db: Db, adminId: number, input: Input): Promise<number> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.user_id))
      .for('update');
    if (!owner) throw new AppError('not_found', t('errors.accounts.userNotFound'));
    const [licence] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptionMembers)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMembers.subscriptionId))
      .where(and(eq(subscriptionMembers.userId, owner.id), eq(subscriptions.status, 'active')));
    if (licence) throw new AppError('conflict', t('errors.licences.userAlreadyLicensed'));

    const fields = {
      status: 'active' as const,
      quantity: input.quantity,
      billingType: 'manual' as const,
      billingFrequency: input.billing_frequency,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: endOfMadridDay(input.current_period_end ?? manualPeriodEnd(input.billing_frequency)),
      updatedAt: new Date(),
    };
    const [previous] = await tx.select().from(subscriptions).where(eq(subscriptions.ownerId, owner.id));
    if (previous) {
      const [{ used } = { used: 0 }] = await tx
        .select({ used: count() })
        .from(subscriptionMembers)
        .where(eq(subscriptionMembers.subscriptionId, previous.id));
      refuseBelowUsed(used, input.quantity);
    }
    const [saved] = previous
      ? await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, previous.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ ownerId: owner.id, ...fields })
          .returning();
    await tx
      .insert(subscriptionMembers)
      .values({ subscriptionId: saved!.id, userId: owner.id })
      .onConflictDoNothing();
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.create',
      targetType: 'subscription',
      targetId: saved!.id,
      before: previous ? auditedFields(previous) : null,
      after: { ...auditedFields(saved!), owner_id: owner.id },
    });
    return saved!.id;
  });
}
