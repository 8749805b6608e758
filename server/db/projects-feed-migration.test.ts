import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { queryRows } from './rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migration 0035 on a database migrated before it', () => {
  it('renames projects.source to feed and every tender keeps its feed', async () => {
    const db = database.db;
    // The database as 0034 left it: the column under its old name, tenders of each feed stored.
    // Later migrations are in place too; running 0035's own statements keeps the test about it.
    await db.execute(sql`alter table projects rename column feed to source`);
    await db.execute(sql`insert into projects (entry_id, source, source_updated_at, title, data)
      values ('urn:a', '643', now(), 'Obras', '{}'), ('urn:b', '1044', now(), 'Servicios', '{}'),
             ('urn:c', '1143', now(), 'Suministro', '{}')`);

    const migration = readFileSync(new URL('./migrations/0035_projects_feed.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await queryRows<{ entry_id: string; feed: string }>(
      db,
      sql`select entry_id, feed from projects order by entry_id`,
    );
    expect(rows).toEqual([
      { entry_id: 'urn:a', feed: '643' },
      { entry_id: 'urn:b', feed: '1044' },
      { entry_id: 'urn:c', feed: '1143' },
    ]);
    const [old] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int n from information_schema.columns
          where table_name = 'projects' and column_name = 'source'`,
    );
    expect(old!.n).toBe(0);
  });
});
