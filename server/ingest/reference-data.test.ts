import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { createTestDatabase } from '../test/database';
import { createTender } from '../test/tender-factories';
import { countCpvCodes } from './cpv/import-cpv';
import { loadReferenceData } from './reference-data';

const log = pino({ level: 'silent' });
const shipped = { referenceDir: undefined };

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

/** The tenders the words find through their search document. */
const found = async (words: string) =>
  (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from projects where search_vector @@ websearch_to_tsquery('spanish_unaccent', ${words}) order by id`,
    )
  ).map((r) => r.id);

const codeRow = async (code: string) =>
  (
    await queryRows<{ code: string; check_digit: number; label: string }>(
      database.db,
      sql`select code, check_digit, label from cpv_codes where code = ${code}`,
    )
  )[0];

describe('the CPV catalogue at start', () => {
  it('is loaded whole from the product on a first start, and a second start adds nothing', async () => {
    const cleaning = await createTender(database.db, { title: 'Contrato 1', cpvCodes: ['90910000'] });
    expect(await countCpvCodes(database.db)).toBe(0);
    await loadReferenceData(database.db, shipped, log);
    expect(await countCpvCodes(database.db)).toBe(9454);
    // The one official code the public list lacks ships too.
    expect(await codeRow('98910000')).toEqual({
      code: '98910000',
      check_digit: 5,
      label: 'Servicios específicos de organizaciones y entidades extraterritoriales',
    });
    expect(await codeRow('90910000')).toEqual({
      code: '90910000',
      check_digit: 9,
      label: 'Servicios de limpieza',
    });
    // A tender stored before the catalogue is found by its CPV's words.
    expect(await found('limpieza')).toEqual([cleaning.id]);

    await database.db.execute(sql`update cpv_codes set label = 'Limpieza a fondo' where code = '90910000'`);
    await loadReferenceData(database.db, shipped, log);
    expect(await countCpvCodes(database.db)).toBe(9454);
    // A label refreshed by hand (npm run import:cpv) is left as it is.
    expect((await codeRow('90910000'))?.label).toBe('Limpieza a fondo');
  });

  it('adds a code missing from an older catalogue, and refreshes the tenders under it only', async () => {
    await loadReferenceData(database.db, shipped, log);
    await database.db.execute(sql`delete from cpv_codes where code = '98910000'`);
    const extraterritorial = await createTender(database.db, { title: 'Contrato 2', cpvCodes: ['98910000'] });
    const roads = await createTender(database.db, { title: 'Contrato 3', cpvCodes: ['45233120'] });
    expect(await found('extraterritoriales')).toEqual([]);
    await database.db.execute(sql`update projects set search_vector = null where id = ${roads.id}`);

    await loadReferenceData(database.db, shipped, log);
    expect(await countCpvCodes(database.db)).toBe(9454);
    expect(await found('extraterritoriales')).toEqual([extraterritorial.id]);
    // A tender under no added code is not rewritten.
    const [roadsVector] = await queryRows<{ empty: boolean }>(
      database.db,
      sql`select search_vector is null as empty from projects where id = ${roads.id}`,
    );
    expect(roadsVector?.empty).toBe(true);
  });

  it('takes REFERENCE_DIR/cpv/cpv.csv instead when it is set', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-reference-'));
    mkdirCpv(dir, [
      '_id;control;descripcion',
      "'90910000';9;'Servicios de limpieza'",
      "'45000000';7;'Trabajos de construcción'",
    ]);
    await loadReferenceData(database.db, { referenceDir: dir }, log);
    expect(await countCpvCodes(database.db)).toBe(2);
  });

  it('falls back to the shipped catalogue when REFERENCE_DIR has no CPV file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-reference-'));
    await loadReferenceData(database.db, { referenceDir: dir }, log);
    expect(await countCpvCodes(database.db)).toBe(9454);
  });
});

function mkdirCpv(dir: string, lines: string[]) {
  const folder = path.join(dir, 'cpv');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'cpv.csv'), `${lines.join('\n')}\n`);
}
