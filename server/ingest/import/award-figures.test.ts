import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { createTestDatabase } from '../../test/database';
import { ENTRY_643, editedPage, newTenderFrom, PLACSP } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { importSource } from './import-source';

const withData = describe.skipIf(!hasSharedData('placsp'));

interface Award {
  entry: string;
  lot: string | null;
  offers: number | null;
  lower: string | null;
  higher: string | null;
  sme: boolean | null;
  budget: string | null;
  discount: number | null;
  exclusion: string | null;
  winner: string | null;
}

const awardsOf = (database: Database, where = sql`true`) =>
  queryRows<Award>(
    database.db,
    sql`select regexp_replace(p.entry_id, '^.*/', '') entry, r.lot_id lot, r.received_tender_quantity offers,
          r.lower_tender_amount lower, r.higher_tender_amount higher, r.sme_awarded sme,
          r.budget_amount budget, r.discount, r.discount_exclusion exclusion, r.winner_name winner
        from tender_results r join projects p on p.id = r.project_id where ${where}
        order by regexp_replace(p.entry_id, '^.*/', '')::bigint, r.position`,
  );

/** The migration's statement that fills the competition columns of awards stored before it. */
const BACKFILL = readFileSync(path.resolve('server/db/migrations/0022_award_competition_figures.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('discount_exclusion = CASE'))!;

withData('competition figures of the real PLACSP awards', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await importSource(database.db, PLACSP);
  });
  afterAll(() => database.close());

  it('stores offers, lowest and highest offer, SME winner and the discount against the lot budget', async () => {
    const named = await awardsOf(
      database,
      sql`regexp_replace(p.entry_id, '^.*/', '') in ('19732184', '13549501', '1835347', '1756310')`,
    );
    const figures = named.map(({ winner: _, ...figures }) => figures);
    expect(figures).toEqual([
      // 1756310 (643, no lots): budget without VAT 16000, awarded 13402.79 without VAT:
      // 1 − 13402.79 / 16000 = 2597.21 / 16000 = 0.162326. Its Lower/HigherTenderAmount carry
      // VAT (16217.37 = 13402.79 × 1.21): shown as published.
      {
        entry: '1756310',
        lot: null,
        offers: 4,
        lower: '16217.37',
        higher: '18213.23',
        sme: null,
        budget: '16000.00',
        discount: 0.162326,
        exclusion: null,
      },
      // 1835347 (643, negotiated, 2 lots): lot 1 budget 57350, awarded 48245:
      // 1 − 48245 / 57350 = 9105 / 57350 = 0.158762; lot 2: 1 − 42489 / 51500 = 9011 / 51500 = 0.174971.
      {
        entry: '1835347',
        lot: '1',
        offers: 6,
        lower: '48138.31',
        higher: '56783.00',
        sme: true,
        budget: '57350.00',
        discount: 0.158762,
        exclusion: null,
      },
      {
        entry: '1835347',
        lot: '2',
        offers: 6,
        lower: '42042.88',
        higher: '50580.00',
        sme: true,
        budget: '51500.00',
        discount: 0.174971,
        exclusion: null,
      },
      // 13549501 (643, no lots, one offer): 1 − 770234.40 / 936000 = 165765.60 / 936000 = 0.1771.
      {
        entry: '13549501',
        lot: null,
        offers: 1,
        lower: '770234.40',
        higher: '770234.40',
        sme: false,
        budget: '936000.00',
        discount: 0.1771,
        exclusion: null,
      },
      // 19732184 (643, 2 lots): lot 1 budget 60806.90, awarded 60728.36:
      // 1 − 60728.36 / 60806.90 = 78.54 / 60806.90 = 0.001292; lot 2: 1 − 12987.64 / 15461.48 =
      // 2473.84 / 15461.48 = 0.160000.
      {
        entry: '19732184',
        lot: '1',
        offers: 1,
        lower: '60728.36',
        higher: '60728.36',
        sme: true,
        budget: '60806.90',
        discount: 0.001292,
        exclusion: null,
      },
      {
        entry: '19732184',
        lot: '2',
        offers: 5,
        lower: '12987.64',
        higher: '15337.56',
        sme: true,
        budget: '15461.48',
        discount: 0.16,
        exclusion: null,
      },
    ]);
  });

  it('shows the raw discount of meaningless awards and says why they are left out of statistics', async () => {
    const picked = await awardsOf(
      database,
      sql`regexp_replace(p.entry_id, '^.*/', '') in ('1852499', '2728106', '2603779', '2694440', '20294343')
          or (regexp_replace(p.entry_id, '^.*/', '') = '2331566' and r.lot_id = '1')`,
    );
    expect(picked.map((a) => [a.entry, a.offers, a.budget, a.discount, a.exclusion])).toEqual([
      // Derived from a framework agreement (ProcedureCode 7, ContractingSystemCode 3):
      // 1 − 201861.58 / 433065.52 = 231203.94 / 433065.52 = 0.533878.
      ['1852499', 3, '433065.52', 0.533878, 'framework'],
      // 1044 publishes lot numbers without lots: three awards split a budget of 278645.05.
      ['2331566', 2, '278645.05', null, 'shared_budget'],
      // Budget 1000, awarded 388612.50: 1 − 388.6125 = −387.6125.
      ['2603779', 1, '1000.00', -387.6125, 'negative'],
      // Budget 30976, awarded 761.09: 1 − 761.09 / 30976 = 30214.91 / 30976 = 0.975430.
      ['2694440', 4, '30976.00', 0.97543, 'above_limit'],
      // 'Contratación, por precio unitario, …': 1 − 34000 / 41140 = 7140 / 41140 = 0.173554.
      ['2728106', 1, '41140.00', 0.173554, 'unit_price'],
      // A contrato menor (1143): its budget is the awarded amount, 3000 − 3000 = 0.
      ['20294343', 1, '3000.00', 0, 'minor_contract'],
    ]);
  });

  it('gives offers received for every award and a usable discount for 308 of the 1,346', async () => {
    const [share] = await queryRows<Record<string, number>>(
      database.db,
      sql`select count(*)::int awards, count(received_tender_quantity)::int with_offers,
            count(*) filter (where discount_exclusion is null)::int usable,
            count(*) filter (where received_tender_quantity = 1)::int single_offer
          from tender_results where discount_exclusion is distinct from 'not_awarded'`,
    );
    expect(share).toEqual({ awards: 1346, with_offers: 1346, usable: 308, single_offer: 744 });
  });

  it('fills the same figures for awards stored before the competition columns existed', async () => {
    const imported = await awardsOf(database);
    await database.db.execute(
      sql`update tender_results set lower_tender_amount = null, higher_tender_amount = null,
            sme_awarded = null, budget_amount = null, discount = null, discount_exclusion = null`,
    );
    await database.db.execute(sql.raw(BACKFILL));
    const backfilled = await awardsOf(database);
    expect(backfilled).toHaveLength(1382);
    expect(backfilled).toEqual(
      imported.map((a) => ({ ...a, discount: a.discount === null ? null : expect.closeTo(a.discount, 6) })),
    );
  });
});

withData('company names', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const partyName = async (database: Database, nif: string) =>
    (await queryRows<{ name: string }>(database.db, sql`select name from parties where party_id = ${nif}`))[0]
      ?.name;

  it("keeps the most recent published name without the ' - FORM.' note; each award keeps its own", async () => {
    const lena = `${ENTRY_643}19732184`;
    const renamed = editedPage('placsp-atom-licitaciones.xml', {
      entries: {
        [lena]: [
          [
            '<updated>2026-08-10T17:34:38.955+02:00</updated>',
            '<updated>2026-08-12T09:00:00.000+02:00</updated>',
          ],
          [
            'IDINAT OBRAS Y SERVICIOS, S.L.</cbc:Name>',
            'IDINAT OBRAS Y SERVICIOS SL - FORM. 30/07/2026</cbc:Name>',
          ],
        ],
      },
      // The same winner in an older tender, published under an older name.
      added: [
        newTenderFrom(
          'placsp-atom-licitaciones.xml',
          lena,
          '99000001',
          ['CON/2026/6', 'CON/2025/1'],
          '<updated>2025-01-10T10:00:00.000+01:00</updated>',
        ).replace('IDINAT OBRAS Y SERVICIOS, S.L.</cbc:Name>', 'IDINAT OBRAS S.L.</cbc:Name>'),
      ],
    });
    await importSource(database.db, renamed);
    expect(await partyName(database, 'B74408725')).toBe('IDINAT OBRAS Y SERVICIOS SL');
    const winners = await awardsOf(database, sql`r.winner_identifier = 'B74408725'`);
    expect(winners.map((a) => [a.entry, a.winner])).toEqual([
      ['19732184', 'IDINAT OBRAS Y SERVICIOS SL - FORM. 30/07/2026'],
      ['99000001', 'IDINAT OBRAS S.L.'],
    ]);

    // An older tender imported later does not rename the company.
    const older = editedPage(
      'placsp-atom-licitaciones.xml',
      {
        added: [
          newTenderFrom(
            'placsp-atom-licitaciones.xml',
            lena,
            '99000002',
            ['CON/2026/6', 'CON/2024/9'],
            '<updated>2024-03-01T10:00:00.000+01:00</updated>',
          ).replace('IDINAT OBRAS Y SERVICIOS, S.L.</cbc:Name>', 'IDINAT, S.L.</cbc:Name>'),
        ],
      },
      'older.xml',
    );
    await importSource(database.db, older);
    expect(await partyName(database, 'B74408725')).toBe('IDINAT OBRAS Y SERVICIOS SL');
  });
});
