import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { recordAdminChange } from '../admin/record-admin-change';
import { adminLicence, auditedFields, refuseCardBilled } from './admin-licence';

/** DELETE /v1/admin/subscriptions/{id}: a manual subscription and its licences go; audited. */
export async function deleteLicence(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const licence = await adminLicence(tx, id);
    refuseCardBilled(licence);
    await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.delete',
      targetType: 'subscription',
      targetId: id,
      before: {
        ...auditedFields(licence),
        owner_id: licence.ownerId,
        user_ids: licence.users.map((u) => u.id),
      },
      after: null,
    });
  });
}
