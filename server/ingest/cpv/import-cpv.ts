import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cpvCodes } from '../../db/schema';
import { refreshAllSearchVectors } from '../../search/search-vector';
import { parseCpvCsv } from './parse-cpv-csv';

const CHUNK = 1000;

/** Loads (or refreshes) the CPV catalogue from a file, in one transaction: all or nothing. */
export async function importCpvFile(db: Db, file: string): Promise<{ codes: number }> {
  const rows = parseCpvCsv(readFileSync(file, 'utf8'));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insert(cpvCodes)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: cpvCodes.code,
          set: { checkDigit: sql`excluded.check_digit`, label: sql`excluded.label` },
        });
    }
    // CPV labels are part of every tender's search document.
    await refreshAllSearchVectors(tx);
  });
  return { codes: rows.length };
}

export async function countCpvCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cpvCodes);
  return row?.n ?? 0;
}
