import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';

export async function isDemoData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ demo: boolean }>(
    db,
    sql`select exists (select 1 from projects where is_demo) as demo`,
  );
  return row?.demo ?? false;
}
