import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionStats } from '../../../../common/api/competition';
import type { MarketAnalysis } from '../../../../common/api/market';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import type {
  ProcurementFilters,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { ENTRY_643, editedPage, recentlyUpdated } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// 58/17 (entry 1835347, Ayuntamiento de Arroyomolinos) has two lots, each awarded with 6 offers
// to REFORMAS JR 2011 (the body's only awards here: its market and the company's Análisis say
// the same): lot 1 for 48.245 of 57.350 (15,8762 %), lot 2 for 42.489 of 51.500 (17,4971 %). Its
// newer version says lot 1 had a single offer and was awarded for 40.145: 1 − 40.145 / 57.350 =
// 17.205 / 57.350 = 30 %. Then a tombstone removes the tender. The tender keeps its awards'
// smallest and largest figures for the search, and answers are kept per data generation: every
// import must change what the search, the market and the Análisis say.
const PAGE = 'full-20-entries.atom';
const ENTRY = `${ENTRY_643}1835347`;

let t: TestApp;
let headers: AuthHeaders;
let winner = 0;

beforeAll(async () => {
  t = await createTestApp();
  headers = await signInAs(t.app, await createUser(t.database.db));
  await importSource(t.database.db, sharedPath('placsp', PAGE));
  const [party] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from parties where party_id = 'B86621901'`,
  );
  winner = party!.id;
});
afterAll(() => t.close());

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const folders = async (filters: ProcurementFilters) =>
  (await call<ProcurementSearchResponse>('POST', '/v1/procurement/search', { filters, pageSize: 50 })).results
    .map((r) => r.contract_folder_id)
    .filter((folder) => folder === '58/17');
const market = () =>
  call<MarketAnalysis>('POST', '/v1/market/analysis', {
    filters: { contracting_party: { name: 'Arroyomolinos' } },
  });
const company = async () =>
  (await call<PartyAnalytics>('GET', `/v1/procurement_party/${winner}/analytics`)).company!.competition;
const figures = (s: CompetitionStats) => ({
  offers: s.offers_median,
  single: s.single_offer_share,
  discount: s.discount_median,
  awards: s.sample_size,
});

withData('a newer version of an award, imported, changes every answer built on it', () => {
  it('before: two lots with 6 offers each', async () => {
    expect(await folders({ offers: { from: 1, to: 1 } })).toEqual([]);
    expect(await folders({ offers: { from: 6, to: 6 } })).toEqual(['58/17']);
    const stats = figures((await market()).competition);
    expect(stats).toEqual({
      offers: 6,
      single: 0,
      discount: (0.158762 + 0.174971) / 2,
      awards: 2,
    });
    expect(figures(await company())).toEqual(stats);
  });

  it('after: lot 1 had a single offer and a 30 % discount', async () => {
    const newer = editedPage(PAGE, {
      entries: {
        [ENTRY]: [
          ['<updated>2018-01-03T09:06:46.529+01:00</updated>', recentlyUpdated()],
          [
            '<cbc:ReceivedTenderQuantity>6</cbc:ReceivedTenderQuantity>',
            '<cbc:ReceivedTenderQuantity>1</cbc:ReceivedTenderQuantity>',
          ],
          [
            '<cbc:TaxExclusiveAmount currencyID="EUR">48245</cbc:TaxExclusiveAmount>',
            '<cbc:TaxExclusiveAmount currencyID="EUR">40145</cbc:TaxExclusiveAmount>',
          ],
        ],
      },
    });
    await importSource(t.database.db, newer);

    expect(await folders({ offers: { from: 1, to: 1 } })).toEqual(['58/17']);
    // 1 and 6 offers: between 2 and 5 there is no award, though the range lies between them.
    expect(await folders({ offers: { from: 2, to: 5 } })).toEqual([]);
    expect(await folders({ discount: { from: 0.29, to: 0.31 } })).toEqual(['58/17']);
    expect(await folders({ discount: { from: 0.2, to: 0.29 } })).toEqual([]);
    const stats = figures((await market()).competition);
    expect(stats).toEqual({
      offers: 3.5,
      single: 0.5,
      discount: (0.3 + 0.174971) / 2,
      awards: 2,
    });
    expect(figures(await company())).toEqual(stats);
  });

  it('after a tombstone: the tender is in no answer', async () => {
    const when = new Date().toISOString().replace('Z', '+00:00');
    const tombstone = `<at:deleted-entry ref="${ENTRY}" when="${when}" xmlns:at="http://purl.org/atompub/tombstones/1.0"/>`;
    await importSource(
      t.database.db,
      editedPage(PAGE, { feed: [['<entry>', `${tombstone}\n<entry>`]] }, 'tombstone.atom'),
    );

    expect(await folders({ offers: { from: 1, to: 1 } })).toEqual([]);
    expect((await market()).competition.sample_size).toBe(0);
    const analytics = await call<PartyAnalytics>('GET', `/v1/procurement_party/${winner}/analytics`);
    expect(analytics.company).toBeNull();
  });
});
