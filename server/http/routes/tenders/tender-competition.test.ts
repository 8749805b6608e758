import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderCompetition } from '../../../../common/api/competition';
import { queryRows } from '../../../db/rows';
import { importCpvFile } from '../../../ingest/cpv/import-cpv';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { copyOfLena, LENA, LENA_PAGE, openEntry } from '../../../test/lena-copies';
import { ENTRY_643, editedPage } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp', 'reference'));

let t: TestApp;
let headers: AuthHeaders;

const idOf = async (entry: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from projects where entry_id = ${entry}`))[0]!
    .id;

const get = (id: number | string, h: Record<string, string> | null = headers) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/procurement_projects/${id}/competition`,
    ...(h ? { headers: h } : {}),
  });

const competitionOf = async (id: number) => {
  const res = await get(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TenderCompetition;
};

/** Another contracting body (another NIF, DIR3, platform id and name). */
const OTHER_BODY: [string, string][] = [
  ['P3303300B', 'P3300000Z'],
  ['L01330334', 'L01339999'],
  ['30009150001862', '30009150009999'],
  ['Alcaldía del Ayuntamiento de Lena (Principado de Asturias)', 'Ayuntamiento de Mieres'],
];

beforeAll(async () => {
  t = await createTestApp();
  await importCpvFile(t.database.db, sharedPath('reference', 'cpv', 'cpv.csv'));
  await importSource(t.database.db, sharedPath('placsp', LENA_PAGE));
  headers = await signInAs(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

withData('GET /v1/procurement_projects/{id}/competition', () => {
  it("gives each award's offers, discount, lowest and highest offer and SME winner, and no expectation once awarded", async () => {
    const lena = await idOf(LENA);
    const resultIds = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from tender_results where project_id = ${lena} order by position`,
    );
    expect(await competitionOf(lena)).toEqual({
      awards: [
        // 1 − 60728.36 / 60806.90 = 0.001292
        {
          id: resultIds[0]!.id,
          lot_id: '1',
          offers_received: 1,
          discount: 0.001292,
          discount_exclusion: null,
          lower_offer: '60728.36',
          higher_offer: '60728.36',
          sme: true,
        },
        // 1 − 12987.64 / 15461.48 = 0.16
        {
          id: resultIds[1]!.id,
          lot_id: '2',
          offers_received: 5,
          discount: 0.16,
          discount_exclusion: null,
          lower_offer: '12987.64',
          higher_offer: '15337.56',
          sme: true,
        },
      ],
      expected: null,
    });
  });

  it('expects, with fewer than 10 comparable awards everywhere, what the broadest basis has', async () => {
    await importSource(
      t.database.db,
      editedPage(LENA_PAGE, { added: [openEntry(copyOfLena('99100001'))] }, 'open-1.xml'),
    );
    const { awards, expected } = await competitionOf(await idOf(`${ENTRY_643}99100001`));
    expect(awards).toEqual([]);
    expect(expected).toMatchObject({
      basis: 'national_group',
      cpv_code: '77200000',
      sample_size: 2,
      offers_median: 3,
      single_offer_share: 0.5,
      discount_sample_size: 2,
      discount_excluded: 0,
      search: { cpv_codes: ['77200000'], status: ['ADJ', 'RES'], date: { from: expected!.since } },
    });
  });

  describe('with 10 awards of the same body and CPV division', () => {
    beforeAll(async () => {
      const copies = ['99100011', '99100012', '99100013', '99100014'].map((n) => copyOfLena(n));
      await importSource(t.database.db, editedPage(LENA_PAGE, { added: copies }, 'lena-copies.xml'));
    });

    it("compares with the body's own tenders of the division in the last 5 years", async () => {
      const { expected } = await competitionOf(await idOf(`${ENTRY_643}99100001`));
      // Offers 1 and 5 five times each; discounts 0.001292 and 0.16 five times each.
      expect(expected).toEqual({
        basis: 'body_division',
        cpv_code: '77000000',
        cpv_label: expect.stringMatching(/agrícolas|forestales/i),
        contracting_party_name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
        province_name: null,
        since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        offers_q1: 1,
        offers_median: 3,
        offers_q3: 5,
        single_offer_share: 0.5,
        discount_q1: 0.001292,
        discount_median: expect.closeTo((0.001292 + 0.16) / 2, 9),
        discount_q3: 0.16,
        sample_size: 10,
        offers_sample_size: 10,
        discount_sample_size: 10,
        discount_excluded: 0,
        search: {
          cpv_codes: ['77000000'],
          contracting_party: { name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)' },
          status: ['ADJ', 'RES'],
          date: { from: expected!.since },
        },
      });
    });

    it("falls back to the CPV group in the province for another body's tender", async () => {
      const mieres = openEntry(copyOfLena('99100021', OTHER_BODY));
      await importSource(t.database.db, editedPage(LENA_PAGE, { added: [mieres] }, 'mieres.xml'));
      const { expected } = await competitionOf(await idOf(`${ENTRY_643}99100021`));
      expect(expected).toMatchObject({
        basis: 'province_group',
        cpv_code: '77200000',
        province_name: 'Asturias',
        contracting_party_name: null,
        sample_size: 10,
        search: { cpv_codes: ['77200000'], location: { regions: ['ES120'] } },
      });
    });

    it('then to the CPV group nationally', async () => {
      const seville = openEntry(copyOfLena('99100031', [...OTHER_BODY, ['ES120', 'ES618']]));
      await importSource(t.database.db, editedPage(LENA_PAGE, { added: [seville] }, 'seville.xml'));
      const { expected } = await competitionOf(await idOf(`${ENTRY_643}99100031`));
      expect(expected).toMatchObject({ basis: 'national_group', province_name: null, sample_size: 10 });
      expect(expected!.search).not.toHaveProperty('location');
    });
  });

  it('answers 404 in Spanish for an unknown tender, 400 for an id that is not one', async () => {
    const missing = await get(987654321);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/licitación/i);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get('99999999999')).statusCode).toBe(400);
    expect((await get('%00')).statusCode).toBe(400);
  });

  it('needs a session, and a trial or subscription', async () => {
    const id = await idOf(LENA);
    expect((await get(id, null)).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    expect((await get(id, await signInAs(t.app, expired))).statusCode).toBe(403);
  });
});
