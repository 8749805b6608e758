import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../../common/api/alerts';
import type { NotificationsResponse } from '../../../../common/api/notifications';
import type {
  ProcurementFilters,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { queryRows } from '../../../db/rows';
import { backfillRequirementColumns } from '../../../ingest/import/backfill-requirement-columns';
import { importSource } from '../../../ingest/import/import-source';
import { matchPendingEvents } from '../../../monitor/match-events';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));
const MIGRATION_0037 = new URL('../../../db/migrations/0037_requirement_filters.sql', import.meta.url);

// The 23 real tenders of full-20-entries.atom and placsp-atom-licitaciones.xml, by entry number,
// as read from their XML: 1724191 and 1766468 ask for a classification (C2-5…); 1691804 weighs
// price 80 of 100 points, 1835347 69; 13549501 is price 52 and modernity of the vehicles 48, both
// OBJ; 19900639 has 40 % of juicio de valor; 1743616 asks for a definitive guarantee of 5 %.
// 1824280 and 1894359 publish no tendering terms at all.
const UNPUBLISHED = ['1824280', '1894359'];
// The alert's words: services (1691804, 1894359) and the works of 1835347 among others.
const WORDS = 'servicio or reforma';

let t: TestApp;
let headers: AuthHeaders;
let alert: Alert;
const entryOf = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  if (!hasSharedData('placsp')) return;
  headers = await signInAs(t.app, await createUser(t.database.db));
  // Saved before the tenders arrive: it hears of those whose price weighs 80 % or more.
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/alerts',
    headers,
    payload: {
      name: 'Precio 80 %',
      searchTerms: WORDS,
      filters: { sources: ['placsp'], price_weight_min: 80 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  alert = res.json();
  await importSource(t.database.db, sharedPath('placsp', 'full-20-entries.atom'));
  await importSource(t.database.db, sharedPath('placsp', 'placsp-atom-licitaciones.xml'));
  const rows = await queryRows<{ id: number; entry: string }>(
    t.database.db,
    sql`select id, regexp_replace(entry_id, '.*/', '') as entry from projects`,
  );
  for (const r of rows) entryOf.set(r.id, r.entry);
});
afterAll(() => t.close());

async function entries(filters: ProcurementFilters, searchTerms = ''): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms, filters, pageSize: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body: ProcurementSearchResponse = res.json();
  return body.results.map((r) => entryOf.get(r.id)!).sort();
}
const sorted = (list: string[]) => [...list].sort();

withData('POST /v1/procurement/search — requirements and award criteria', () => {
  it("'Sin clasificación exigida' leaves out 1724191 (C2-5) and the tenders that do not say", async () => {
    const found = await entries({ no_classification: true });
    expect(found).toHaveLength(23 - 2 - UNPUBLISHED.length);
    expect(found).toContain('1691804');
    expect(found).not.toContain('1724191');
    expect(found).not.toContain('1766468');
    for (const e of UNPUBLISHED) expect(found).not.toContain(e);

    const withUnpublished = await entries({
      no_classification: true,
      include_unpublished_requirements: true,
    });
    expect(withUnpublished).toEqual(sorted([...found, ...UNPUBLISHED]));
  });

  it("'Peso del precio ≥ 80 %' takes 1691804 (80 of 100) and not 1835347 (69)", async () => {
    expect(await entries({ price_weight_min: 80 })).toEqual(
      sorted(
        ['1592062', '1691804', '1724191', '1743616', '1852351', '1852499', '1852503', '1892331'].concat([
          '1894361',
          '19732184',
        ]),
      ),
    );
    expect(await entries({ price_weight_min: 81 })).not.toContain('1691804');
    expect(await entries({ price_weight_min: 52 })).toContain('13549501');
    expect(await entries({ price_weight_min: 53 })).not.toContain('13549501');
    const withUnpublished = await entries({ price_weight_min: 80, include_unpublished_requirements: true });
    expect(withUnpublished).toEqual(expect.arrayContaining(['1691804', ...UNPUBLISHED]));
    expect(withUnpublished).not.toContain('1835347');
  });

  it("'Criterios automáticos ≥ 60 %' and 'Sin juicio de valor' read the criteria's types", async () => {
    expect(await entries({ automatic_weight_min: 60 })).toEqual(
      sorted(['13549501', '1743616', '1852499', '1852503', '19732184', '19900639']),
    );
    expect(await entries({ automatic_weight_min: 61 })).not.toContain('19900639');
    expect(await entries({ no_value_judgement: true })).toEqual(
      sorted(['13549501', '1743616', '1852499', '1852503', '19732184']),
    );
    // 1691804 gives no criteria types: whether it has juicio de valor is not published.
    expect(await entries({ no_value_judgement: true, include_unpublished_requirements: true })).toContain(
      '1691804',
    );
  });

  it("'Sin garantía definitiva' leaves out 1743616 (definitiva 5 %)", async () => {
    const found = await entries({ no_definitive_guarantee: true });
    expect(found).toEqual(
      sorted(['1756310', '1796538', '1820458', '1852499', '1852503', '1892331', '1894361']),
    );
    expect(await entries({ no_definitive_guarantee: true, include_unpublished_requirements: true })).toEqual(
      sorted([...found, ...UNPUBLISHED]),
    );
  });

  it('combines them, and the switch alone changes nothing', async () => {
    expect(
      await entries({ no_classification: true, price_weight_min: 100, no_definitive_guarantee: true }),
    ).toEqual(['1852499', '1852503']);
    expect(await entries({ include_unpublished_requirements: true })).toHaveLength(23);
  });

  it('refuses a weight outside 0–100 % in Spanish', async () => {
    for (const filters of [{ price_weight_min: 120 }, { automatic_weight_min: -1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/procurement/search',
        headers,
        payload: { filters },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('El peso va de 0 a 100 %');
    }
  });
});

withData("an alert with 'Peso del precio ≥ 80 %'", () => {
  it('keeps the filter and is notified of the new tenders whose price weighs that much', async () => {
    const stored = await t.app.inject({ method: 'GET', url: `/v1/alerts/${alert.id}`, headers });
    expect(stored.json().filters).toEqual({ sources: ['placsp'], price_weight_min: 80 });
    // As if the live sync had just seen them: an import of history notifies nobody.
    await t.database.db.execute(sql`update projects set source_updated_at = now()`);
    await matchPendingEvents(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/v1/alerts/${alert.id}/notifications`, headers });
    const body: NotificationsResponse = res.json();
    const notified = body.notifications.map((n) => entryOf.get(n.project!.id)!).sort();
    expect(notified).toContain('1691804');
    expect(notified).not.toContain('1835347');
    expect(notified).toEqual(await entries({ sources: ['placsp'], price_weight_min: 80 }, WORDS));
    // Without the filter the words find 1835347 too.
    expect(await entries({}, WORDS)).toContain('1835347');
  });
});

withData('tenders stored before the requirement columns', () => {
  it('get them from their stored entry; one stored before requirements were read stays unknown', async () => {
    const db = t.database.db;
    const columns = sql`regexp_replace(entry_id, '.*/', '') as entry, requires_classification,
      requires_definitive_guarantee, price_weight, automatic_weight, value_judgement_weight`;
    const before = await queryRows(db, sql`select ${columns} from projects order by entry_id`);
    // The database before 0037, 1691804 as the importer stored it before reading requirements;
    // then 0037's own statements (later migrations are in place too).
    await db.execute(sql`alter table projects drop column requires_classification,
      drop column requires_definitive_guarantee, drop column price_weight, drop column automatic_weight,
      drop column value_judgement_weight`);
    await db.execute(sql`drop table requirement_backfill`);
    await db.execute(sql`update projects set data = data - 'requirements' - 'awardingCriteria'
      where entry_id like '%/1691804'`);
    const migration = readFileSync(MIGRATION_0037, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await backfillRequirementColumns(db)).toBe(23);
    const after = await queryRows<{ entry: string }>(
      db,
      sql`select ${columns} from projects order by entry_id`,
    );
    const older = { entry: '1691804', requires_classification: null, requires_definitive_guarantee: null };
    expect(after).toEqual(
      before.map((row) =>
        (row as { entry: string }).entry === '1691804'
          ? { ...older, price_weight: null, automatic_weight: null, value_judgement_weight: null }
          : row,
      ),
    );
    expect(await entries({ no_classification: true })).not.toContain('1691804');
    expect(await entries({ no_classification: true, include_unpublished_requirements: true })).toContain(
      '1691804',
    );
    // Nothing left: a second start reads no tender.
    expect(await backfillRequirementColumns(db)).toBe(0);
  });
});
