import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { createTender } from '../test/tender-factories';
import type { Database } from './client';
import { refreshPlannerStatistics } from './planner-statistics';
import { queryRows } from './rows';

describe('planner statistics after an import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const countedTenders = async () => {
    const [row] = await queryRows<{ rows: number }>(
      database.db,
      sql`select reltuples::int as rows from pg_class where relname = 'projects'`,
    );
    return row!.rows;
  };
  const addTenders = async (n: number) => {
    for (let i = 0; i < n; i++) await createTender(database.db);
  };

  const allVisible = async () => {
    const [row] = await queryRows<{ pages: number; visible: number }>(
      database.db,
      sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'projects'`,
    );
    return row!;
  };

  it('are taken after a large import, then again only once a tenth of the tenders has changed', async () => {
    const before = await countedTenders();
    expect(before).toBeLessThanOrEqual(0);
    await addTenders(40);
    await refreshPlannerStatistics(database.db, 0);
    expect(await countedTenders()).toBe(before);

    await refreshPlannerStatistics(database.db, 40);
    expect(await countedTenders()).toBe(40);
    // Vacuumed too: every page is known visible, so a search may answer from an index alone.
    const map = await allVisible();
    expect(map.pages).toBeGreaterThan(0);
    expect(map.visible).toBe(map.pages);

    // 3 of 40 is under a tenth: a small sync leaves the statistics as they are.
    await addTenders(3);
    await refreshPlannerStatistics(database.db, 3);
    expect(await countedTenders()).toBe(40);

    await addTenders(4);
    await refreshPlannerStatistics(database.db, 4);
    expect(await countedTenders()).toBe(47);
  });
});
