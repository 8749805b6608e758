import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { cpvCodes } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { hasSharedData, sharedPath } from '../../test/shared-data';
import { createTender } from '../../test/tender-factories';
import { countCpvCodes, importCpvFile } from './import-cpv';

const withData = describe.skipIf(!hasSharedData('reference'));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

withData('CPV catalogue import (real CPV 2008 file)', () => {
  const file = sharedPath('reference', 'cpv', 'cpv.csv');

  it('loads every code with its label, and a second import changes nothing', async () => {
    const road = await createTender(database.db, {
      title: 'Acondicionamiento AS-242',
      cpvCodes: ['45233120'],
    });
    expect(await importCpvFile(database.db, file)).toEqual({ codes: 9453 });
    expect(await importCpvFile(database.db, file)).toEqual({ codes: 9453 });
    expect(await countCpvCodes(database.db)).toBe(9453);
    const [roads] = await database.db.select().from(cpvCodes).where(eq(cpvCodes.code, '45233120'));
    expect(roads).toEqual({
      code: '45233120',
      checkDigit: 6,
      label: 'Trabajos de construcción de carreteras',
    });
    // Tenders stored before the catalogue now find by their CPV wording too.
    const found = await queryRows<{ id: number }>(
      database.db,
      sql`select id from projects where search_vector @@ websearch_to_tsquery('spanish_unaccent', 'carreteras')`,
    );
    expect(found.map((r) => r.id)).toEqual([road.id]);
  });

  it('finds labels accent-insensitively through the trigram index expression', async () => {
    const rows = await queryRows<{ code: string }>(
      database.db,
      sql`select code from cpv_codes where unaccent_immutable(label) ilike unaccent_immutable(${'%construccion de carreteras%'}) order by code`,
    );
    expect(rows.map((r) => r.code)).toContain('45233120');
  });

  it('leaves the catalogue untouched when the file is not a CPV list', async () => {
    await expect(importCpvFile(database.db, sharedPath('reference', 'geo', 'esp_prov.csv'))).rejects.toThrow(
      'Cabecera inesperada',
    );
    expect(await countCpvCodes(database.db)).toBe(9453);
  });
});
