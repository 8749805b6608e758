import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import { cpvCodes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

// Pérez won three awards: two of Lena's works (CPV 45) and one of Sanidad's cleaning (CPV 90,
// a framework award whose discount is left out). Forestal won Lena's other works; Limpiezas Sur
// won Sanidad's other cleaning contract and a Sanidad works contract (a market Pérez is not in).
let t: TestApp;
let headers: AuthHeaders;
const party: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  await db.insert(cpvCodes).values([{ code: '45000000', checkDigit: 7, label: 'Trabajos de construcción' }]);
  const lena = await createParty(db, { name: 'Ayuntamiento de Lena', partyId: 'P3303300B' });
  const sanidad = await createParty(db, { name: 'Consejería de Sanidad', partyId: 'S3333001J' });
  const perez = await createParty(db, { name: 'Construcciones Pérez, S.L.', partyId: 'B11111111' });
  const forestal = await createParty(db, { name: 'Forestal Oviedo, S.L.', partyId: 'B22600928' });
  const sur = await createParty(db, { name: 'Limpiezas Sur, S.A.', partyId: 'A33333333' });
  const idle = await createParty(db, { name: 'Sin actividad, S.L.', partyId: 'B44444444' });
  Object.assign(party, {
    lena: lena.id,
    sanidad: sanidad.id,
    perez: perez.id,
    forestal: forestal.id,
    sur: sur.id,
    idle: idle.id,
  });
  const byLena = { contractingPartyId: lena.id, contractingPartyName: lena.name };
  const bySanidad = { contractingPartyId: sanidad.id, contractingPartyName: sanidad.name };

  await createTender(db, {
    ...byLena,
    publicationDate: '2024-02-01',
    sortAmount: '100000.00',
    cpvCodes: ['45233120'],
    results: [
      {
        winnerPartyId: perez.id,
        awardDate: '2024-05-10',
        payableAmount: '96800.00',
        taxExclusiveAmount: '80000.00',
        receivedTenderQuantity: 3,
        discount: 0.2,
        smeAwarded: true,
      },
    ],
  });
  await createTender(db, {
    ...byLena,
    publicationDate: '2025-01-15',
    sortAmount: '50000.00',
    cpvCodes: ['45000000'],
    lots: [
      { lotId: '1', taxExclusiveAmount: '20000.00' },
      { lotId: '2', taxExclusiveAmount: '30000.00' },
      { lotId: '3', taxExclusiveAmount: '10000.00' },
    ],
    results: [
      {
        winnerPartyId: perez.id,
        lotId: '1',
        awardDate: '2025-03-01',
        taxExclusiveAmount: '18000.00',
        receivedTenderQuantity: 1,
        discount: 0.1,
        smeAwarded: true,
      },
      {
        winnerPartyId: forestal.id,
        lotId: '2',
        awardDate: '2025-03-01',
        taxExclusiveAmount: '24000.00',
        receivedTenderQuantity: 4,
        discount: 0.2,
        smeAwarded: true,
      },
      // Desierto: nothing awarded, not counted.
      { lotId: '3', resultCode: '4', receivedTenderQuantity: 0, discountExclusion: 'not_awarded' },
    ],
  });
  await createTender(db, {
    ...bySanidad,
    publicationDate: '2025-04-01',
    sortAmount: '40000.00',
    cpvCodes: ['90910000'],
    results: [
      {
        winnerPartyId: perez.id,
        awardDate: '2025-06-01',
        taxExclusiveAmount: '38000.00',
        receivedTenderQuantity: 5,
        discount: 0.05,
        discountExclusion: 'framework',
      },
    ],
  });
  await createTender(db, {
    ...bySanidad,
    publicationDate: '2025-05-01',
    sortAmount: '12000.00',
    cpvCodes: ['90911000'],
    results: [
      {
        winnerPartyId: sur.id,
        awardDate: '2025-07-01',
        taxExclusiveAmount: '9000.00',
        receivedTenderQuantity: 2,
      },
    ],
  });
  await createTender(db, {
    ...bySanidad,
    publicationDate: '2025-05-02',
    sortAmount: '70000.00',
    cpvCodes: ['45000000'],
    results: [{ winnerPartyId: sur.id, awardDate: '2025-07-02', taxExclusiveAmount: '60000.00' }],
  });
}, 60_000);
afterAll(() => t.close());

async function analytics(id: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/v1/procurement_party/${id}/analytics${query}`, headers });
}
async function ok(id: number, query = ''): Promise<PartyAnalytics> {
  const res = await analytics(id, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const link = (id: number, name: string, partyId: string) => ({ id, name, party_id: partyId });
/** Figures rounded to 6 decimals: quartiles are interpolated in floating point. */
const rounded = (value: unknown): unknown =>
  typeof value === 'number'
    ? Math.round(value * 1e6) / 1e6
    : Array.isArray(value)
      ? value.map(rounded)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]))
        : value;
const share = (part: number, whole: number) => Math.round((part / whole) * 1e6) / 1e6;

describe('GET /v1/procurement_party/{id}/analytics as a company', () => {
  it('gives its wins by year, medians with quartiles and samples, rankings and competitors', async () => {
    const { company, contracting_body } = await ok(party.perez!);
    expect(contracting_body).toBeNull();
    expect(rounded(company)).toEqual({
      by_year: [
        { year: 2024, awards: 1, amount: '96800.00' },
        { year: 2025, awards: 2, amount: '56000.00' },
      ],
      awards: 3,
      amount: '152800.00',
      // 0.2 and 0.1 count; the framework award's 0.05 is left out.
      competition: {
        sample_size: 3,
        offers_sample_size: 3,
        offers_median: 3,
        offers_q1: 2,
        offers_q3: 4,
        single_offer_share: share(1, 3),
        discount_sample_size: 2,
        discount_excluded: 1,
        discount_median: 0.15,
        discount_q1: 0.125,
        discount_q3: 0.175,
      },
      sme: { sme_awards: 2, sample_size: 2 },
      top_bodies: [
        {
          party: link(party.lena!, 'Ayuntamiento de Lena', 'P3303300B'),
          awards: 2,
          amount: '114800.00',
          share: share(114800, 152800),
        },
        {
          party: link(party.sanidad!, 'Consejería de Sanidad', 'S3333001J'),
          awards: 1,
          amount: '38000.00',
          share: share(38000, 152800),
        },
      ],
      top_cpv_divisions: [
        {
          division: '45',
          label: 'Trabajos de construcción',
          awards: 2,
          amount: '114800.00',
          share: share(114800, 152800),
        },
        { division: '90', label: null, awards: 1, amount: '38000.00', share: share(38000, 152800) },
      ],
      // Forestal in Lena's works, Limpiezas Sur in Sanidad's cleaning; not Sur's Sanidad works.
      competitors: [
        { party: link(party.forestal!, 'Forestal Oviedo, S.L.', 'B22600928'), awards: 1, markets: 1 },
        { party: link(party.sur!, 'Limpiezas Sur, S.A.', 'A33333333'), awards: 1, markets: 1 },
      ],
      markets: { searched: 2, total: 2 },
    });
  });

  it('limits every figure but the yearly series to the years asked for', async () => {
    const { years, company } = await ok(party.perez!, '?years=2025');
    expect(years).toEqual([2025]);
    expect(company?.by_year.map((y) => y.year)).toEqual([2024, 2025]);
    expect(company?.awards).toBe(2);
    expect(company?.competition).toMatchObject({
      discount_median: 0.1,
      discount_sample_size: 1,
      discount_excluded: 1,
    });
    expect(company?.top_bodies.map((b) => b.party.id)).toEqual([party.sanidad, party.lena]);
    const none = await ok(party.perez!, '?years=2020,2021');
    expect(none.years).toEqual([2020, 2021]);
    expect(none.company).toMatchObject({
      awards: 0,
      amount: '0',
      competition: {
        sample_size: 0,
        offers_median: null,
        single_offer_share: null,
        discount_median: null,
        discount_sample_size: 0,
        discount_excluded: 0,
      },
      top_bodies: [],
      competitors: [],
      markets: { searched: 0, total: 0 },
    });
  });
});

describe('GET /v1/procurement_party/{id}/analytics as a contracting body', () => {
  it('gives its tenders by year, the competition its awards drew and who won how much', async () => {
    const { company, contracting_body: body } = await ok(party.lena!);
    expect(company).toBeNull();
    expect(rounded(body)).toEqual({
      by_year: [
        { year: 2024, tenders: 1, amount: '100000.00' },
        { year: 2025, tenders: 1, amount: '50000.00' },
      ],
      tenders: 2,
      amount: '150000.00',
      // The desierto lot awarded nothing: 3 awards, not 4.
      awards: 3,
      awarded_amount: '138800.00',
      competition: {
        sample_size: 3,
        offers_sample_size: 3,
        offers_median: 3,
        offers_q1: 2,
        offers_q3: 3.5,
        single_offer_share: share(1, 3),
        discount_sample_size: 3,
        discount_excluded: 0,
        discount_median: 0.2,
        discount_q1: 0.15,
        discount_q3: 0.2,
      },
      winners: 2,
      top_winners: [
        {
          party: link(party.perez!, 'Construcciones Pérez, S.L.', 'B11111111'),
          awards: 2,
          amount: '114800.00',
          share: share(114800, 138800),
        },
        {
          party: link(party.forestal!, 'Forestal Oviedo, S.L.', 'B22600928'),
          awards: 1,
          amount: '24000.00',
          share: share(24000, 138800),
        },
      ],
    });
    const in2024 = await ok(party.lena!, '?years=2024');
    expect(in2024.contracting_body).toMatchObject({ tenders: 1, awards: 1, winners: 1 });
  });

  it('gives neither role for a party with no tender and no award', async () => {
    expect(await ok(party.idle!)).toEqual({ years: [], company: null, contracting_body: null });
  });
});

describe('GET /v1/procurement_party/{id}/analytics refusals', () => {
  it('answers 404 in Spanish for an unknown party', async () => {
    const res = await analytics(99_999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la empresa u organismo solicitado.');
  });

  it('answers 400 in Spanish naming the years when they are not years from 2000 to 2100', async () => {
    for (const years of ['abc', '1999', '2024,,2025', '2101', '20245', '2024;2025']) {
      const res = await analytics(party.perez!, `?years=${encodeURIComponent(years)}`);
      expect(res.statusCode, years).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: 'querystring.years',
        message: 'Años no válidos: escribe años de 2000 a 2100 separados por comas (p. ej. 2024,2025)',
      });
    }
  });

  it('answers 401 without a session and 403 after the trial', async () => {
    const url = `/v1/procurement_party/${party.perez}/analytics`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const expired = await signInAs(
      t.app,
      await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) }),
    );
    expect((await t.app.inject({ method: 'GET', url, headers: expired })).statusCode).toBe(403);
  });
});
