import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { editedPage, recentlyUpdated } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// Real pages of the regional platforms (1044). Philips Ibérica (A28017143) won three awards, each
// stating one or two offers and no award date: 2018 tenders of Director Gerente (48.500 € of a
// 49.000 € budget: 1 − 48500/49000 = 1,0204 %) and of Hospital de la Princesa (175.442,91 € of
// 197.800 €: 11,3029 %), and a 2021 tender of the Servicio Andaluz de Salud (92.200 € of 102.700 €:
// 10,224 %). Infraestructures de la Generalitat de Catalunya published 10 tenders (9 in 2021) and
// awarded 9, one a framework agreement whose 8,5 % is left out.
let t: TestApp;
let headers: AuthHeaders;
const party: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const page of [
    'PlataformasAgregadasSinMenores_20190103_031259.atom',
    'PlataformasAgregadasSinMenores_20220105_030012.atom',
  ]) {
    await importSource(db, sharedPath('placsp', page));
  }
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`select id, coalesce(party_id, name) as key from parties
        where party_id = 'A28017143' or name = 'Infraestructures de la Generalitat de Catalunya, SAU'`,
  );
  for (const row of rows) party[row.key] = row.id;
  headers = await signInAs(t.app, await createUser(db));
}, 120_000);
afterAll(() => t.close());

/** Figures rounded to 6 decimals: quartiles are interpolated in floating point. */
const rounded = (stats: object | undefined) =>
  stats &&
  Object.fromEntries(
    Object.entries(stats).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
  );

async function analytics(id: number, query = ''): Promise<PartyAnalytics> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/procurement_party/${id}/analytics${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

withData('the Análisis of real PLACSP pages', () => {
  it("gives Philips Ibérica's wins, discounts computed from the published amounts, and its rivals", async () => {
    const { company, contracting_body } = await analytics(party.A28017143!);
    expect(contracting_body).toBeNull();
    expect(company).toMatchObject({
      by_year: [
        { year: 2018, awards: 2, amount: '223942.91' },
        // The years between without a win are in the series, as zero.
        { year: 2019, awards: 0, amount: '0' },
        { year: 2020, awards: 0, amount: '0' },
        { year: 2021, awards: 1, amount: '92200.00' },
      ],
      awards: 3,
      amount: '316142.91',
      sme: { sme_awards: 0, sample_size: 0 },
      markets: { searched: 3, total: 3 },
    });
    expect(company?.top_bodies.map((b) => [b.party.name, b.awards, b.amount])).toEqual([
      ['Hospital Universitario de la Princesa', 1, '175442.91'],
      ['Servicio Andaluz de Salud', 1, '92200.00'],
      ['Director Gerente', 1, '48500.00'],
    ]);
    expect(company?.top_cpv_divisions.map((d) => [d.division, d.awards, d.amount])).toEqual([
      ['33', 2, '223942.91'],
      ['32', 1, '92200.00'],
    ]);
    // Sorted: 1,0204 %, 10,224 %, 11,3029 %; offers 1, 1, 2.
    expect(rounded(company?.competition)).toEqual({
      sample_size: 3,
      offers_sample_size: 3,
      offers_median: 1,
      offers_q1: 1,
      offers_q3: 1.5,
      single_offer_share: 0.666667,
      discount_sample_size: 3,
      discount_excluded: 0,
      discount_median: 0.10224,
      discount_q1: 0.056222,
      discount_q3: 0.107635,
    });
    // Alcon Cusi's 19 lots of a 2018 Director Gerente tender of medical supplies (division 33).
    expect(company?.competitors[0]).toEqual({
      party: { id: expect.any(Number), name: 'ALCON CUSI, S.A.', party_id: 'A08079634' },
      awards: 19,
      markets: 1,
    });
  });

  it('gives the tenders of Infraestructures de la Generalitat, the offers and discounts of its awards and who won', async () => {
    const id = party['Infraestructures de la Generalitat de Catalunya, SAU']!;
    const { company, contracting_body: body } = await analytics(id);
    expect(company).toBeNull();
    expect(body).toMatchObject({
      by_year: [
        { year: 2021, tenders: 9, amount: '345176.81' },
        { year: 2022, tenders: 1, amount: '321019.00' },
      ],
      tenders: 10,
      awards: 9,
      winners: 9,
    });
    // Offers 4, 5, 5, 6, 9, 11, 13, 15, 19; usable discounts 9,5001 %, 11 %, 14,9997 %, 15 %,
    // 20,2222 %, 21,55 %, 23,0233 %, 28,8685 %.
    expect(rounded(body?.competition)).toEqual({
      sample_size: 9,
      offers_sample_size: 9,
      offers_median: 9,
      offers_q1: 5,
      offers_q3: 13,
      single_offer_share: 0,
      discount_sample_size: 8,
      discount_excluded: 1,
      discount_median: 0.176111,
      discount_q1: 0.139998,
      discount_q3: 0.219183,
    });
    expect(body?.top_winners[0]).toMatchObject({
      party: { name: 'Juli Cortés i Associats, SLP' },
      awards: 1,
      amount: '70615.00',
    });
    const in2022 = await analytics(id, '?years=2022');
    expect(in2022.contracting_body).toMatchObject({ tenders: 1, amount: '321019.00', awards: 0, winners: 0 });
  });

  it('answers anew once a newer version of an award is imported (the answer kept in memory goes)', async () => {
    const before = await analytics(party.A28017143!);
    expect(before.company?.amount).toBe('316142.91');
    const entry = 'https://contrataciondelestado.es/sindicacion/PlataformasAgregadasSinMenores/2816878';
    const page = editedPage('PlataformasAgregadasSinMenores_20190103_031259.atom', {
      entries: {
        [entry]: [
          ['<updated>2019-01-02T10:40:36.717+01:00</updated>', recentlyUpdated()],
          [
            '<cbc:TaxExclusiveAmount currencyID="EUR">48500<',
            '<cbc:TaxExclusiveAmount currencyID="EUR">45000<',
          ],
        ],
      },
    });
    await importSource(t.database.db, page);
    const after = await analytics(party.A28017143!);
    // 1 − 45000/49000 = 8,1633 %: now the median of 8,1633 %, 10,224 % and 11,3029 %.
    expect(after.company?.amount).toBe('312642.91');
    expect(after.company?.competition.discount_median).toBe(0.10224);
    expect(after.company?.competition.discount_q1).toBeCloseTo((0.081633 + 0.10224) / 2, 6);
  });
});
