import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyCompany, MyCompanyRenewals } from '../../../../common/api/my-company';
import type { RenewalSearchResponse } from '../../../../common/api/renewals';
import { companyProfiles } from '../../../db/schema';
import { myCompanyOf } from '../../../domain/company/my-company';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// Every real page of ../shared/placsp. MEDTRONIC IBERICA (A28389484) won 5 awards there: one in
// 2016 and four in 2018, whose contracts end on 2018-09-07, 2019-07-11, 2020-08-02 and 2020-10-16.
const MEDTRONIC = 'A28389484';
let t: TestApp;
let userId: number;
let headers: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  await importSource(t.database.db, sharedPath('placsp'));
  const user = await createUser(t.database.db);
  userId = user.id;
  headers = await signInAs(t.app, user);
});
afterAll(() => t.close());

/** The user's own profile (no licence) with this tax id; the rest of the profile is irrelevant here. */
async function setTaxId(taxId: string | null) {
  await t.database.db
    .insert(companyProfiles)
    .values({ userId, taxId })
    .onConflictDoUpdate({ target: companyProfiles.userId, set: { taxId } });
}

const get = (query = '', as: AuthHeaders | null = headers) =>
  t.app.inject({ method: 'GET', url: `/v1/my_company${query}`, ...(as ? { headers: as } : {}) });
async function myCompany(query = ''): Promise<MyCompany> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ends = (list: MyCompanyRenewals | null) =>
  list?.results.map((r) => [r.contract_folder_id, r.execution_end, r.execution_end_with_extensions]);

withData('GET /v1/my_company', () => {
  it('without a tax id in the profile answers the window and nothing else', async () => {
    await setTaxId(null);
    expect(await myCompany('?from=2019-01-01&to=2019-12-31')).toEqual({
      tax_id: null,
      party: null,
      analytics: null,
      ending: { from: '2019-01-01', to: '2019-12-31' },
      defend: null,
      could_win: null,
    });
  });

  it('finds the company by its tax id: its Análisis, by year, and its usual competitors', async () => {
    await setTaxId(MEDTRONIC);
    const found = await myCompany();
    expect(found.party).toMatchObject({ name: 'MEDTRONIC IBERICA, S.A.', party_id: MEDTRONIC });
    expect(found.analytics?.awards).toBe(5);
    expect(found.analytics?.by_year).toEqual([
      { year: 2016, awards: 1, amount: '787200.00' },
      { year: 2017, awards: 0, amount: '0' },
      { year: 2018, awards: 4, amount: '1433323.80' },
    ]);
    expect(found.analytics?.competitors[0]).toMatchObject({
      party: { name: 'ALCON CUSI, S.A.', party_id: 'A08079634' },
      awards: 19,
    });
  });

  it('lists, with a fixed clock, its contracts and its competitors’ ending in the next 12 months', async () => {
    await setTaxId(MEDTRONIC);
    // Noon in Madrid, far from midnight, a month end or a clock change: the window is 15/06/2019–15/06/2020.
    const found = await myCompanyOf(t.database, userId, {}, new Date('2019-06-15T10:00:00Z'));
    expect(found.ending).toEqual({ from: '2019-06-15', to: '2020-06-15' });
    expect(found.defend?.total).toBe(1);
    expect(ends(found.defend)).toEqual([['PAPC  2018-1-31', '2019-07-11', null]]);
    // The spine implants were shared with Johnson & Johnson and Medtronic's rivals: both lists have them.
    expect(ends(found.could_win)).toEqual([
      ['PAPC  2018-1-31', '2019-07-11', null],
      ['CTRO/28/80/2020/0002', '2020-04-15', null],
    ]);
    expect(found.could_win?.results[1]?.awardees.map((w) => w.name)).toEqual(['PRIM SA']);
    expect(found.defend?.search).toEqual({
      searchTerms: MEDTRONIC,
      filters: { awardee_parties: [MEDTRONIC] },
    });
  });

  it('takes a window of its own, as the renewal radar does', async () => {
    await setTaxId(MEDTRONIC);
    const found = await myCompany('?from=2018-01-01&to=2020-12-31');
    expect(ends(found.defend)?.map(([, end]) => end)).toEqual([
      '2018-09-07',
      '2019-07-11',
      '2020-08-02',
      '2020-10-16',
    ]);
  });

  it("gives searches the radar and alerts take: the competitors' tax ids joined by OR", async () => {
    await setTaxId(MEDTRONIC);
    const window = { from: '2018-01-01', to: '2020-12-31' };
    const found = await myCompany(`?from=${window.from}&to=${window.to}`);
    const search = found.could_win!.search;
    expect(search.searchTerms.split(' OR ')).toEqual(search.filters.awardee_parties);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/renewals/search',
      headers,
      payload: { ...search, ending: window, pageSize: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const radar: RenewalSearchResponse = res.json();
    expect(radar.metadata.total_results).toBe(found.could_win!.total);
    expect(radar.results.map((r) => r.id)).toEqual(found.could_win!.results.map((r) => r.id));
    expect(found.could_win!.total).toBeGreaterThan(2);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers,
      payload: {
        name: 'Renovaciones de mis competidores',
        ...search,
        filters: { ...search.filters, sources: ['placsp'] },
        alert_type: 'renewal',
        months_ahead: 6,
      },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  });

  it('says so when the tax id won nothing in the data', async () => {
    await setTaxId('B00000000');
    const found = await myCompany('?from=2018-01-01&to=2020-12-31');
    expect(found).toMatchObject({ tax_id: 'B00000000', party: null, analytics: null, could_win: null });
    expect(found.defend).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a wrong window in Spanish and a signed-out caller', async () => {
    const backwards = await get('?from=2020-01-01&to=2019-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('La fecha inicial no puede ser posterior');
    const notADate = await get('?from=15/06/2019');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toMatch(/fecha/i);
    expect((await get('', null)).statusCode).toBe(401);
  });
});
