import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketAnalysis } from '../../../../common/api/market';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import type { PartyDetail } from '../../../../common/api/procurement-party';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

// One body's tenders published in 2021 and 2024, won by one company in those years: every chart
// of the market, the company page and its Análisis must show 2022 and 2023 as empty years.
let t: TestApp;
let headers: AuthHeaders;
const ids = { body: 0, winner: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  const body = await createParty(db, { name: 'Ayuntamiento de Teruel', isContractingBody: true });
  const winner = await createParty(db, { name: 'Aragonesa de Obras S.L.', isCompany: true });
  Object.assign(ids, { body: body.id, winner: winner.id });
  for (const [year, amount] of [
    ['2024', '40000.00'],
    ['2021', '10000.00'],
  ] as const) {
    await createTender(db, {
      title: `Obras de pavimentación ${year}`,
      publicationDate: `${year}-03-01`,
      contractingPartyId: body.id,
      contractingPartyName: body.name,
      cpvCodes: ['45233200'],
      taxExclusiveAmount: amount,
      status: 'RES',
      results: [
        {
          resultCode: '8',
          taxExclusiveAmount: amount,
          winnerPartyId: winner.id,
          winnerName: winner.name,
          awardDate: `${year}-06-01`,
        },
      ],
    });
  }
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('yearly series have every year of their range', () => {
  it('market: the years without tenders are there with zeros', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/market/analysis',
      headers,
      payload: { filters: { cpv_codes: ['45000000'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MarketAnalysis).by_year).toEqual([
      { year: 2021, tenders: 1, awards: 1, awarded_amount: 10_000 },
      { year: 2022, tenders: 0, awards: 0, awarded_amount: 0 },
      { year: 2023, tenders: 0, awards: 0, awarded_amount: 0 },
      { year: 2024, tenders: 1, awards: 1, awarded_amount: 40_000 },
    ]);
  });

  it('company page: both charts keep 2022 and 2023 as zero', async () => {
    const winner = await get<PartyDetail>(`/v1/procurement_party/${ids.winner}`);
    expect(Object.entries(winner.stats.tender_results).map(([y, a]) => [y, Number(a)])).toEqual([
      ['2021', 10_000],
      ['2022', 0],
      ['2023', 0],
      ['2024', 40_000],
    ]);
    const body = await get<PartyDetail>(`/v1/procurement_party/${ids.body}`);
    expect(Object.keys(body.stats.contracted_projects)).toEqual(['2021', '2022', '2023', '2024']);
    expect(body.stats.contracted_projects['2022']).toBe('0');
  });

  it('Análisis: the company and the body series are contiguous', async () => {
    const company = await get<PartyAnalytics>(`/v1/procurement_party/${ids.winner}/analytics`);
    expect(company.company?.by_year.map((y) => [y.year, y.awards, Number(y.amount)])).toEqual([
      [2021, 1, 10_000],
      [2022, 0, 0],
      [2023, 0, 0],
      [2024, 1, 40_000],
    ]);
    const body = await get<PartyAnalytics>(`/v1/procurement_party/${ids.body}/analytics`);
    expect(body.contracting_body?.by_year.map((y) => [y.year, y.tenders])).toEqual([
      [2021, 1],
      [2022, 0],
      [2023, 0],
      [2024, 1],
    ]);
  });
});
