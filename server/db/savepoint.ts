import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type SavepointOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `work` inside a savepoint of the caller's transaction: when a statement of it fails, only
 * what `work` did is undone and the transaction goes on (otherwise PostgreSQL refuses every
 * later statement of the transaction). Savepoints of the same name nest, so callers need no
 * unique names as long as they do not interleave.
 */
export async function inSavepoint<T>(
  tx: Pick<Db, 'execute'>,
  work: () => Promise<T>,
): Promise<SavepointOutcome<T>> {
  await tx.execute(sql`savepoint isolated_work`);
  try {
    const value = await work();
    await tx.execute(sql`release savepoint isolated_work`);
    return { ok: true, value };
  } catch (error) {
    await tx.execute(sql`rollback to savepoint isolated_work`);
    await tx.execute(sql`release savepoint isolated_work`);
    return { ok: false, error };
  }
}
