import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../common/api/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { getAdminUser } from './present-admin-user';
import { recordAdminChange } from './record-admin-change';

/**
 * PUT /v1/users/{id}/admin: promotes an account to admin or returns it to an ordinary user; the
 * change is audited. An admin cannot demote themselves, so the area never loses its last admin by
 * a slip of the one using it.
 */
export async function setAdminRole(
  db: Db,
  adminId: number,
  userId: number,
  admin: boolean,
): Promise<AdminUser> {
  if (userId === adminId && !admin) throw new AppError('conflict', t('admin.user.ownRole'));
  const role = admin ? 'admin' : 'user';
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('not_found', t('errors.accounts.userNotFound'));
    if (user.role === role) return;
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAdminChange(tx, {
      adminId,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      before: { role: user.role },
      after: { role },
    });
  });
  return getAdminUser(db, userId);
}
