import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { isDemoData } from '../../db/demo-flag';
import { queryRows } from '../../db/rows';
import { ingestEvents, projects } from '../../db/schema';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { hasSharedData, sharedPath } from '../../test/shared-data';
import { importSource } from '../import/import-source';
import { loadDemoDataIfEmpty, removeDemoData } from './demo-data';

const withPages = it.skipIf(!hasSharedData('placsp'));

let database: Database;
const log = pino({ level: 'silent' });
// Nothing listens on port 9: PLACSP is "unreachable", as on this machine.
const config = testConfig({ PLACSP_URL_643: 'http://127.0.0.1:9/licitaciones.atom' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demonstration data', () => {
  it('is loaded on a first start with PLACSP unreachable, marked, and raises no notifications', async () => {
    expect(await loadDemoDataIfEmpty(database.db, config, log)).toBe(true);
    const [counts] = await queryRows<{ n: number; demo: number; feeds: string[] }>(
      database.db,
      sql`select count(*)::int n, count(*) filter (where is_demo)::int demo, array_agg(distinct feed order by feed) feeds from projects`,
    );
    expect(counts!.n).toBeGreaterThan(1500);
    expect(counts!.demo).toBe(counts!.n);
    expect(counts!.feeds).toEqual(['1044', '1143', '643']);
    expect(await isDemoData(database.db)).toBe(true);
    const pending = await database.db.select().from(ingestEvents).where(sql`processed_at is null`);
    expect(pending).toEqual([]);
    // Open tenders are open now, whatever day the product is tried.
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int n from projects where status = 'PUB' and submission_deadline > now()`,
    );
    expect(open!.n).toBeGreaterThan(0);
  });

  it('is not loaded twice, nor over existing data, nor when switched off', async () => {
    expect(await loadDemoDataIfEmpty(database.db, config, log)).toBe(false);
    const empty = await createTestDatabase();
    expect(await loadDemoDataIfEmpty(empty.db, testConfig({ DEMO_DATA: 'off' }), log)).toBe(false);
    await empty.close();
  });

  withPages('goes away, with the parties only it used, when real tenders arrive', async () => {
    await importSource(database.db, sharedPath('placsp', 'placsp-atom-licitaciones.xml'));
    expect(await removeDemoData(database.db)).toBeGreaterThan(1500);
    expect(await isDemoData(database.db)).toBe(false);
    expect(await database.db.select({ id: projects.id }).from(projects)).toHaveLength(3);
    const [orphans] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int n from parties pa where not exists (select 1 from projects p where p.contracting_party_id = pa.id)
          and not exists (select 1 from tender_results r where r.winner_party_id = pa.id)`,
    );
    expect(orphans!.n).toBe(0);
    expect(await database.db.select().from(projects).where(eq(projects.isDemo, true))).toEqual([]);
  });
});
