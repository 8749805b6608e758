import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { recordAdminChange } from '../record-admin-change';
import { adminSubscription, auditedFields, refuseCardBilled } from './admin-subscription';

/** DELETE /v1/admin/subscriptions/{id}: a manual subscription and its licences go; audited. */
export async function deleteSubscription(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const subscription = await adminSubscription(tx, id);
    refuseCardBilled(subscription);
    await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.delete',
      targetType: 'subscription',
      targetId: id,
      before: {
        ...auditedFields(subscription),
        owner_id: subscription.ownerId,
        user_ids: subscription.users.map((u) => u.id),
      },
      after: null,
    });
  });
}
