import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { consumeToken } from './consume-token';
import { hashToken } from './secrets';

/** What opening a confirmation link did: sign-in tells the user each one. */
export type ConfirmationOutcome = 'confirmed' | 'already_confirmed' | 'invalid';

/**
 * Confirms the account behind an e-mailed link. A link opened again (or after it expired) whose
 * account is confirmed is `already_confirmed`, so the user learns they can simply sign in.
 */
export async function confirmAccount(db: Db, token: string): Promise<ConfirmationOutcome> {
  return db.transaction(async (tx) => {
    const user = await consumeToken(tx, 'confirmation', token);
    if (user) {
      if (user.confirmedAt) return 'already_confirmed';
      await tx.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, user.id));
      return 'confirmed';
    }
    const [owner] = await tx
      .select({ confirmedAt: users.confirmedAt })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, 'confirmation')));
    return owner?.confirmedAt ? 'already_confirmed' : 'invalid';
  });
}
