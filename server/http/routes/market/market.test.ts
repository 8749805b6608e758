import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketAnalysis, MarketAnalysisBody } from '../../../../common/api/market';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

// A works market in Andalucía (CPV 45, NUTS ES61): body A's two tenders awarded in 2024 and
// 2025 (one with two lots), body B's void tender and open tender. Outside it: a services tender
// in Andalucía and a works tender in Madrid, both awarded.
let t: TestApp;
let headers: AuthHeaders;
const ids = { bodyA: 0, bodyB: 0, w1: 0, w2: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  const bodyA = await createParty(db, { name: 'Ayuntamiento de Almería', isContractingBody: true });
  const bodyB = await createParty(db, { name: 'Diputación de Granada', isContractingBody: true });
  const w1 = await createParty(db, { name: 'Construcciones del Sur S.L.', isCompany: true });
  const w2 = await createParty(db, { name: 'Obras Béticas S.A.', isCompany: true });
  Object.assign(ids, { bodyA: bodyA.id, bodyB: bodyB.id, w1: w1.id, w2: w2.id });
  const works = (body: typeof bodyA, title: string, publicationDate: string, nuts = 'ES611') => ({
    title,
    publicationDate,
    contractingPartyId: body.id,
    contractingPartyName: body.name,
    cpvCodes: ['45233200'],
    locationNuts: nuts,
    status: 'RES',
  });
  const award = (
    winner: typeof w1,
    amount: string,
    offers: number,
    discount: number,
    awardDate: string,
    exclusion: string | null = null,
  ) => ({
    resultCode: '8',
    taxExclusiveAmount: amount,
    receivedTenderQuantity: offers,
    discount,
    discountExclusion: exclusion,
    winnerPartyId: winner.id,
    winnerName: winner.name,
    awardDate,
  });
  await createTender(db, {
    ...works(bodyA, 'Pavimentación de la calle Real', '2024-03-01'),
    results: [award(w1, '100000.00', 1, 0.1, '2024-06-01')],
  });
  await createTender(db, {
    ...works(bodyA, 'Reforma del mercado municipal', '2025-02-01'),
    results: [
      award(w2, '50000.00', 3, 0.2, '2025-05-01'),
      // A discount over 90 %: shown on its tender, left out of the statistics.
      award(w1, '30000.00', 5, 0.95, '2025-05-01', 'above_limit'),
    ],
  });
  await createTender(db, {
    ...works(bodyB, 'Obras de la carretera GR-3202', '2025-04-01'),
    results: [{ resultCode: '3', receivedTenderQuantity: 0, discountExclusion: 'not_awarded' }],
  });
  await createTender(db, { ...works(bodyB, 'Obras del centro de salud', '2025-09-01'), status: 'PUB' });
  await createTender(db, {
    ...works(bodyA, 'Servicio de limpieza', '2025-01-10'),
    cpvCodes: ['90911200'],
    results: [award(w2, '200000.00', 1, 0.05, '2025-02-01')],
  });
  await createTender(db, {
    ...works(bodyA, 'Obras en Madrid', '2025-01-10', 'ES300'),
    results: [award(w1, '700000.00', 2, 0.3, '2025-02-01')],
  });
});
afterAll(() => t.close());

async function analyse(body: MarketAnalysisBody): Promise<MarketAnalysis> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/market/analysis', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const andaluciaWorks = { filters: { cpv_codes: ['45000000'], location: { regions: ['ES61'] } } };

describe('POST /v1/market/analysis', () => {
  it('gives tenders and awarded amount by year, offers and discount quartiles with their samples', async () => {
    const market = await analyse(andaluciaWorks);
    expect(market.tenders).toBe(4);
    expect(market.awards).toBe(3);
    expect(market.awarded_amount).toBe(180_000);
    expect(market.by_year).toEqual([
      { year: 2024, tenders: 1, awards: 1, awarded_amount: 100_000 },
      { year: 2025, tenders: 3, awards: 2, awarded_amount: 80_000 },
    ]);
    // Offers 1, 3, 5; usable discounts 10 % and 20 % (the 95 % one left out).
    expect(market.competition).toEqual({
      offers_median: 3,
      offers_q1: 2,
      offers_q3: 4,
      single_offer_share: 1 / 3,
      discount_median: expect.closeTo(0.15, 10),
      discount_q1: expect.closeTo(0.125, 10),
      discount_q3: expect.closeTo(0.175, 10),
      sample_size: 3,
      offers_sample_size: 3,
      discount_sample_size: 2,
      discount_excluded: 1,
    });
  });

  it('ranks winners and bodies by awarded amount, with the winners’ share', async () => {
    const market = await analyse(andaluciaWorks);
    expect(market.top_winners).toEqual([
      {
        party: { id: ids.w1, name: 'Construcciones del Sur S.L.' },
        awards: 2,
        amount: 130_000,
        share: 130 / 180,
      },
      { party: { id: ids.w2, name: 'Obras Béticas S.A.' }, awards: 1, amount: 50_000, share: 50 / 180 },
    ]);
    expect(market.top_bodies).toEqual([
      { party: { id: ids.bodyA, name: 'Ayuntamiento de Almería' }, tenders: 2, awards: 3, amount: 180_000 },
      { party: { id: ids.bodyB, name: 'Diputación de Granada' }, tenders: 2, awards: 0, amount: 0 },
    ]);
  });

  it('narrows by words and years like the search', async () => {
    const paving = await analyse({ ...andaluciaWorks, searchTerms: 'pavimentación' });
    expect([paving.tenders, paving.awards, paving.competition.single_offer_share]).toEqual([1, 1, 1]);
    const in2025 = await analyse({ filters: { ...andaluciaWorks.filters, date: { years: [2025] } } });
    expect([in2025.tenders, in2025.awarded_amount]).toEqual([3, 80_000]);
  });

  it('answers an empty market with zeros and no statistics', async () => {
    const none = await analyse({ filters: { cpv_codes: ['03000000'] } });
    expect(none).toMatchObject({ tenders: 0, awards: 0, awarded_amount: 0, by_year: [], top_winners: [] });
    expect(none.competition).toMatchObject({ offers_median: null, discount_median: null, sample_size: 0 });
  });

  it('refuses filters the search refuses, and asks for a session', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/market/analysis',
      headers,
      payload: { filters: { cpv_codes: ['45'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Código CPV de 8 cifras');
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/market/analysis', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
