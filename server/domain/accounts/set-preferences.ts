import { eq } from 'drizzle-orm';
import type { UserPreferences } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Stores the account's preferences (only those given), so every device the user signs in on follows. */
export async function setUserPreferences(
  db: Db,
  userId: number,
  preferences: UserPreferences,
): Promise<void> {
  await db
    .update(users)
    .set({ compactResults: preferences.compact_results, recommendations: preferences.recommendations })
    .where(eq(users.id, userId));
}
