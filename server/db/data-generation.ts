import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedRows } from './prepared';

/**
 * The searchable data's generation: a number bumped in the same transaction as every change to
 * what a tender search can find (an imported or synced page, a deletion, the demonstration set
 * going away, new CPV labels in the search documents). An answer computed at generation N stays
 * right while the database says N — in every web process, whichever worker wrote the change.
 */
const currentGeneration = preparedRows<{ n: number }, Record<string, never>>(
  'data_generation',
  sql`select n from data_generation`,
);

export async function dataGeneration(db: Db): Promise<number> {
  const [row] = await currentGeneration(db, {});
  return row?.n ?? 0;
}

/**
 * Run it as the writing transaction's last statement: the row stays locked until the commit, so
 * two imports committing at once wait for each other only that long, and never while holding it
 * (no deadlock). A change committed before its bump is never cached as current.
 */
export async function bumpDataGeneration(tx: Pick<Db, 'execute'>): Promise<void> {
  // An upsert: were the row ever removed, every bump would otherwise change nothing, and cached
  // answers would never go stale.
  await tx.execute(
    sql`insert into data_generation (id, n) values (1, 1) on conflict (id) do update set n = data_generation.n + 1`,
  );
}

/**
 * The generation a statement's own snapshot saw, as a column: on a replica that has not yet
 * replayed the newest change it is lower than `dataGeneration` read from the primary.
 */
export const seenGeneration = sql`(select n from data_generation)`;
