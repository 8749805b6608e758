import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Makes the rest of the transaction compress large values (an entry's stored document, a
 * version's changes) with lz4 where the server has it: pglz took ~12 % of PostgreSQL's time in
 * an import, and lz4 compresses several times faster (and decompresses faster for every read).
 * Values already stored keep their method and stay readable. PGlite is built without lz4: the
 * statement then changes nothing.
 */
export async function preferFastCompression(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(
    sql`select set_config('default_toast_compression', 'lz4', true)
        where exists (select from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals))`,
  );
}
