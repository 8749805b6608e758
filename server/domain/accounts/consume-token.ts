import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken } from './secrets';

type Tx = Pick<Db, 'select' | 'update'>;
type Purpose = (typeof userTokens.$inferSelect)['purpose'];

/**
 * Marks an e-mailed token used and returns its user, or null when it is unknown, of another
 * purpose, expired or already used. Single use is enforced by the conditional update.
 */
export async function consumeToken(tx: Tx, purpose: Purpose, token: string, now = new Date()) {
  const [used] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!used) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
  return user ?? null;
}
