import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Deletes the account; sessions, tokens and everything the user owns go with it (FK cascade). */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
