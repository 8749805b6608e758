import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { createTestDatabase } from '../../test/database';
import { PLACSP } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { importSource } from './import-source';

const withData = describe.skipIf(!hasSharedData('placsp'));

interface Ends {
  execution_end: string | null;
  execution_end_basis: string | null;
  extension_text: string | null;
  execution_end_with_extensions: string | null;
}

const PAGES = [
  'placsp-atom-licitaciones.xml',
  'full-20-entries.atom',
  'PlataformasAgregadasSinMenores_20220105_030012.atom',
  'contratosMenoresPerfilesContratantes_20200116_041442_1.atom',
];

withData('execution end of the real PLACSP entries, stored at import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const page of PAGES) await importSource(database.db, path.join(PLACSP, page));
  });
  afterAll(() => database.close());

  const endsOf = async (entryNumber: string) => {
    const rows = await queryRows<Ends>(
      database.db,
      sql`select execution_end::text as execution_end, execution_end_basis, extension_text,
            execution_end_with_extensions::text as execution_end_with_extensions
          from projects where entry_id like ${`%/${entryNumber}`}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('takes the published PlannedPeriod/EndDate', async () => {
    // CON/2026/6 (Lena): <PlannedPeriod><StartDate>2026-05-22</StartDate><EndDate>2026-09-30</EndDate>.
    expect(await endsOf('19732184')).toEqual({
      execution_end: '2026-09-30',
      execution_end_basis: 'planned_end',
      extension_text: null,
      execution_end_with_extensions: null,
    });
    // StartDate 2018-01-01, EndDate 2019-12-31; 'Posibilidad de prórroga por dos anualidades
    // más' reads as 24 months: 2019-12-31 + 24 months = 2021-12-31.
    expect(await endsOf('1743616')).toEqual({
      execution_end: '2019-12-31',
      execution_end_basis: 'planned_end',
      extension_text: 'Posibilidad de prórroga por dos anualidades más',
      execution_end_with_extensions: '2021-12-31',
    });
  });

  it('adds the duration to the stated start date', async () => {
    // 1044, RES: <StartDate>2021-12-01</StartDate> and <DurationMeasure unitCode="DAY">15</…>:
    // 2021-12-01 + 15 days = 2021-12-16.
    expect(await endsOf('8641292')).toMatchObject({
      execution_end: '2021-12-16',
      execution_end_basis: 'planned_start_plus_duration',
    });
  });

  it('else adds it to the formalisation date, and reads the extension when it says how long', async () => {
    // DurationMeasure ANN 2, no start; Contract/IssueDate 2024-03-25 (AwardDate 2024-02-14):
    // 2024-03-25 + 2 years = 2026-03-25; 'Si, por un máximo de un año.' adds 12 months.
    expect(await endsOf('13549501')).toEqual({
      execution_end: '2026-03-25',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'Si, por un máximo de un año.',
      execution_end_with_extensions: '2027-03-25',
    });
    // ANN 2, formalised 2017-12-15 → 2019-12-15; 'Una prórroga' does not say how long.
    expect(await endsOf('1852499')).toEqual({
      execution_end: '2019-12-15',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'Una prórroga',
      execution_end_with_extensions: null,
    });
    // MON 2, both lots formalised 2017-12-29 → 29 February does not exist in 2018: 2018-02-28.
    // 'No prorrogable': the end with extensions is the end itself.
    expect(await endsOf('1835347')).toEqual({
      execution_end: '2018-02-28',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'No prorrogable',
      execution_end_with_extensions: '2018-02-28',
    });
    // ANN 1, formalised 2017-12-28 → 2018-12-28; 'Posibilidad de una (1) prórroga anual.' → +12.
    expect(await endsOf('1894359')).toMatchObject({
      execution_end: '2018-12-28',
      execution_end_with_extensions: '2019-12-28',
    });
    // MON 24, formalised 2017-12-01 → 2019-12-01; '2 anualidades' → +24 months.
    expect(await endsOf('1691804')).toMatchObject({
      execution_end: '2019-12-01',
      execution_end_with_extensions: '2021-12-01',
    });
    // ANN 1; five lots, formalised 2018-03-01, 2018-01-17 and 2018-01-18 (two not yet): the
    // earliest, 2018-01-17, + 1 year = 2019-01-17; 'una posible prórroga de 12 meses' → +12.
    expect(await endsOf('1820458')).toEqual({
      execution_end: '2019-01-17',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'una posible prórroga de 12 meses',
      execution_end_with_extensions: '2020-01-17',
    });
  });

  it('else to the award date, else to the publication date', async () => {
    // ADJ, DAY 365, AwardDate 2018-01-02 and no contract yet: 2018-01-02 + 365 days = 2019-01-02.
    expect(await endsOf('1801000')).toMatchObject({
      execution_end: '2019-01-02',
      execution_end_basis: 'award_plus_duration',
    });
    // 1044, RES, ANN 1: its result has neither AwardDate nor Contract; first notice (DOC_CN)
    // issued 2021-11-25 → 2022-11-25.
    expect(await endsOf('8769544')).toMatchObject({
      execution_end: '2022-11-25',
      execution_end_basis: 'publication_plus_duration',
    });
    // EV, ANN 3, earliest notice 2026-06-19 → 2029-06-19.
    expect(await endsOf('19900639')).toMatchObject({
      execution_end: '2029-06-19',
      execution_end_basis: 'publication_plus_duration',
    });
  });

  it('is unknown when the folder states neither an end nor a duration', async () => {
    // 1044, PUB: its PlannedPeriod has no EndDate and no DurationMeasure.
    expect(await endsOf('9013188')).toMatchObject({ execution_end: null, execution_end_basis: null });
  });

  it('is what the migration backfilled from the stored entries (extension texts aside)', async () => {
    const stored = () =>
      queryRows<{ entry_id: string; end: string | null; basis: string | null }>(
        database.db,
        sql`select entry_id, execution_end::text as end, execution_end_basis as basis from projects order by entry_id`,
      );
    const imported = await stored();
    expect(imported.filter((r) => r.end !== null).length).toBeGreaterThan(800);
    await database.db.execute(sql`update projects set execution_end = null, execution_end_basis = null`);
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0024_execution_end.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    await database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(imported);
  });
});
