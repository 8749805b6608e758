import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CpvSearchResponse } from '../../../../common/api/cpv';
import { addMissingCpvCodes, shippedCpvCatalogue } from '../../../ingest/cpv/cpv-catalogue';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';

let t: TestApp;
let headers: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  await addMissingCpvCodes(t.database.db, shippedCpvCatalogue());
  headers = await signInAs(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

async function cpv(query: string): Promise<CpvSearchResponse['results']> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/cpv?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}
const codes = async (query: string) => (await cpv(query)).map((r) => r.code);

describe('GET /v1/cpv', () => {
  it('finds codes by prefix, the code itself first, then broader codes', async () => {
    expect((await codes('q=4523'))[0]).toBe('45230000');
    expect(await codes('q=4523312')).toEqual([
      '45233120',
      '45233121',
      '45233122',
      '45233123',
      '45233124',
      '45233125',
      '45233126',
      '45233127',
      '45233128',
      '45233129',
    ]);
    const roads = await cpv('q=45233120-7');
    expect(roads.map(({ code, label }) => ({ code, label }))).toEqual([
      { code: '45233120', label: 'Trabajos de construcción de carreteras' },
    ]);
    const division = await codes('q=45&limit=5');
    expect(division).toEqual(['45000000', '45100000', '45200000', '45300000', '45400000']);
  });

  it('finds labels by words regardless of accents and case: the exact label, then broader codes first', async () => {
    const found = await cpv('q=CONSTRUCCION carreteras&limit=50');
    // Labels with every word (a plural typed matches the singular too) come first, broader codes
    // first; close misspellings follow.
    const withBoth = found.filter((r) => /construcci[oó]n/i.test(r.label) && /carreteras?/i.test(r.label));
    expect(found.slice(0, withBoth.length)).toEqual(withBoth);
    expect(withBoth.map((r) => r.code)).toContain('45233120');
    const significantDigits = withBoth.map((r) => r.code.replace(/0+$/, '').length);
    expect(significantDigits).toEqual([...significantDigits].sort((a, b) => a - b));
    expect((await cpv('q=trabajos de construccion de carreteras'))[0]?.label).toBe(
      'Trabajos de construcción de carreteras',
    );
    expect((await codes('q=trabajos de construccion de carreteras'))[0]).toBe('45233120');
    expect((await codes('q=servicios forestales'))[0]).toBe('77200000');
    expect(await codes('q=servicos forestale')).toContain('77200000');
  });

  it('finds cleaning by words, accents and case ignored, and by code or code prefix', async () => {
    // Broader codes first: the division that holds cleaning, then its branches.
    const cleaning = await codes('q=limpieza');
    expect(cleaning[0]).toBe('90000000');
    expect(cleaning).toContain('90910000');
    expect(await codes('q=LIMPIÉZA')).toEqual(cleaning);
    // Plurals and accents as typed: 'vías públicas' finds 'vía pública'.
    expect((await cpv('q=vias publicas'))[0]?.label).toBe('Servicios de transporte por la vía pública');
    expect((await codes('q=9091'))[0]).toBe('90910000');
    expect(await codes('q=90910000-9')).toEqual(['90910000']);
  });

  it('gives each code its branch: the broader codes above it and how many codes it covers', async () => {
    const [cleaning] = await cpv('q=90910000');
    expect(cleaning).toEqual({
      code: '90910000',
      label: 'Servicios de limpieza',
      display_code: '90910000-9',
      path: [
        { code: '90000000', label: expect.stringMatching(/^Servicios de alcantarillado/) },
        { code: '90900000', label: 'Servicios sanitarios y de limpieza' },
      ],
      narrower: 17,
    });
    const [division] = await cpv('q=90000000');
    expect(division?.path).toEqual([]);
    expect(division?.narrower).toBeGreaterThan(cleaning!.narrower);
  });

  it('names exactly the codes asked for, skipping those the catalogue lacks', async () => {
    expect(await codes('codes=90910000-9,45233120,99999999')).toEqual(['45233120', '90910000']);
    const wrong = await t.app.inject({ method: 'GET', url: '/v1/cpv?codes=90910000,limpieza', headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      field: 'querystring.codes',
      message: 'Códigos CPV no válidos: hasta 200 códigos de 8 cifras separados por comas',
    });
  });

  it('offers the divisions without a query, and caps the list at 50', async () => {
    const divisions = await codes('');
    expect(divisions).toHaveLength(20);
    expect(divisions.every((c) => c.endsWith('000000'))).toBe(true);
    expect(await codes('q=servicios&limit=50')).toHaveLength(50);
    const res = await t.app.inject({ method: 'GET', url: '/v1/cpv?limit=51', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('querystring.limit');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/cpv?q=45' })).statusCode).toBe(401);
  });
});
