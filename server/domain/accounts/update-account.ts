import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { settlePasswordChange } from './password-change';
import { hashPassword, verifyPassword } from './secrets';
import { createSession, type SessionHeaders } from './sessions';

type UserRow = typeof users.$inferSelect;

export async function renameUser(db: Db, user: UserRow, name: string): Promise<UserRow> {
  const [updated] = await db.update(users).set({ name }).where(eq(users.id, user.id)).returning();
  return updated!;
}

/**
 * Changes the password after checking the current one. Every session and reset link ends,
 * including the other devices'; the caller's device gets a fresh session so it stays signed in.
 */
export async function changePassword(
  db: Db,
  config: Config,
  user: UserRow,
  input: { currentPassword: string; password: string; client: string },
): Promise<SessionHeaders> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('unprocessable', t('errors.accounts.wrongPassword'), [
      { field: 'current_password', message: t('errors.fields.incorrect') },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await settlePasswordChange(tx, config, user);
    return createSession(tx, user, input.client);
  });
}
