import { eq } from 'drizzle-orm';
import type { UserPreferences } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Stores how the user's screens look on the account, so every device they sign in on follows. */
export async function setUserPreferences(
  db: Db,
  userId: number,
  preferences: UserPreferences,
): Promise<void> {
  await db.update(users).set({ compactResults: preferences.compact_results }).where(eq(users.id, userId));
}
