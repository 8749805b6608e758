import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeToken } from './consume-token';

/** Confirms the account behind an e-mailed link; false when the link is not valid. */
export async function confirmAccount(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await consumeToken(tx, 'confirmation', token);
    if (!user) return false;
    if (!user.confirmedAt)
      await tx.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user.id));
    return true;
  });
}
