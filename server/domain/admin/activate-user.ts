import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../common/api/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { getAdminUser } from './present-admin-user';
import { recordAdminChange } from './record-admin-change';

/** POST /v1/users/{id}/activate: the account may sign in again; the change is audited. */
export async function activateUser(db: Db, adminId: number, userId: number): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('not_found', t('errors.accounts.userNotFound'));
    await tx.update(users).set({ active: true }).where(eq(users.id, userId));
    await recordAdminChange(tx, {
      adminId,
      action: 'user.activate',
      targetType: 'user',
      targetId: userId,
      before: { active: user.active },
      after: { active: true },
    });
  });
  return getAdminUser(db, userId);
}
