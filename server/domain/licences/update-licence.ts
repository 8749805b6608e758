import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateAdminSubscriptionBodySchema } from '../../../common/api/admin-subscriptions';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { recordAdminChange } from '../admin/record-admin-change';
import { adminLicence, auditedFields, refuseBelowUsed, refuseCardBilled } from './admin-licence';
import { seatsUsed } from './find-user-licence';
import { endOfMadridDay } from './manual-period-end';

type Input = z.output<typeof updateAdminSubscriptionBodySchema>;

/** PUT /v1/admin/subscriptions/{id}: status, licence count and last valid day of a manual subscription. */
export async function updateLicence(db: Db, adminId: number, id: number, input: Input): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    const licence = await adminLicence(tx, id);
    refuseCardBilled(licence);
    const quantity = input.quantity ?? licence.quantity;
    refuseBelowUsed(seatsUsed(licence), quantity);
    const status = input.status ?? licence.status;
    const currentPeriodEnd = input.current_period_end
      ? endOfMadridDay(input.current_period_end)
      : licence.currentPeriodEnd;
    if (status === 'active' && licence.status !== 'active') refuseEndedPeriod(currentPeriodEnd);
    await tx
      .update(subscriptions)
      .set({ status, quantity, currentPeriodEnd, updatedAt: new Date() })
      .where(eq(subscriptions.id, id));
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.update',
      targetType: 'subscription',
      targetId: id,
      before: auditedFields(licence),
      after: auditedFields({ ...licence, status, quantity, currentPeriodEnd }),
    });
  });
}

/** Reactivated with its old, ended period, the nightly job would expire it again at once. */
function refuseEndedPeriod(end: Date | null) {
  if (!end || end.getTime() <= Date.now()) {
    throw new AppError('unprocessable', t('errors.licences.reactivateNeedsEnd'), [
      { field: 'current_period_end', message: t('errors.fields.fromToday') },
    ]);
  }
}
