import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../../common/api/alerts';
import type { NotificationsResponse } from '../../../../common/api/notifications';
import type {
  ProcurementFilters,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { importSource } from '../../../ingest/import/import-source';
import { matchPendingEvents } from '../../../monitor/match-events';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// The 20 real tenders of the 643 feed. Offers received per award, and discounts computed by hand
// from the XML (1 − TaxExclusiveAmount of the award / TaxExclusiveAmount of its lot or tender):
//   one offer: 1007/2017 lot 3, RSC: 2017-00136, 2017/003763, SER-17-134-OSA lots 2 and 5;
//   23 offers: 2017/006630/001; 5 or 6: 3654217073700 (5), 58/17 (6 and 6), 10837D/2017 (5);
//   58/17: 1 − 48.245/57.350 = 15,88 % and 1 − 42.489/51.500 = 17,50 %;
//   8004330008-2017-0008673: 1 − 13.402,79/16.000 = 16,23 %;
//   2017/003424 (53,4 %) is based on a framework agreement and 1/2018 (60 %, 40 %) too: left out.
let t: TestApp;
let headers: AuthHeaders;
let alert: Alert;

beforeAll(async () => {
  t = await createTestApp();
  headers = await signInAs(t.app, await createUser(t.database.db));
  // Saved before the tenders arrive: it hears of the single-offer services among them.
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/alerts',
    headers,
    payload: {
      name: 'Servicios con una sola oferta',
      searchTerms: 'servicio',
      filters: { sources: ['placsp'], offers: { from: 1, to: 1 } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  alert = res.json();
  await importSource(t.database.db, sharedPath('placsp', 'full-20-entries.atom'));
});
afterAll(() => t.close());

async function search(filters: ProcurementFilters, searchTerms = ''): Promise<ProcurementSearchResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms, filters, pageSize: 50 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const folders = async (filters: ProcurementFilters) =>
  (await search(filters)).results.map((r) => r.contract_folder_id).sort();

withData('POST /v1/procurement/search — offers received and discount', () => {
  it("'Una sola oferta' (offers 1 to 1) finds the tenders with an award that had a single offer", async () => {
    expect(await folders({ offers: { from: 1, to: 1 } })).toEqual(
      ['1007/2017', '2017/003763', 'RSC: 2017-00136', 'SER-17-134-OSA'].sort(),
    );
  });

  it('takes open ranges of offers', async () => {
    expect(await folders({ offers: { from: 20 } })).toEqual(['2017/006630/001']);
    expect(await folders({ offers: { from: 5, to: 6 } })).toEqual(
      ['10837D/2017', '3654217073700', '58/17'].sort(),
    );
  });

  it('filters by discount as a fraction, leaving out discounts the statistics leave out', async () => {
    expect(await folders({ discount: { from: 0.15, to: 0.18 } })).toEqual(
      ['58/17', '8004330008-2017-0008673'].sort(),
    );
    // The framework-based 53 % and 60 % discounts are shown on their tenders, never matched.
    expect(await folders({ discount: { from: 0.5 } })).toEqual([]);
  });

  it('shows the offers and discount of an awarded tender in its result', async () => {
    const { results } = await search({ offers: { from: 1, to: 6 } }, '"reforma en el Centro"');
    const competition = (folder: string) =>
      results.find((r) => r.contract_folder_id === folder)?.award_competition;
    expect(competition('58/17')).toEqual({
      offers_min: 6,
      offers_max: 6,
      discount_min: 0.158762,
      discount_max: 0.174971,
    });
    const open = (await search({ status: ['PUB'] })).results;
    expect(open.every((r) => r.award_competition === null)).toBe(true);
  });

  it('refuses a range whose ends are crossed or a discount above 1, in Spanish', async () => {
    for (const filters of [{ offers: { from: 3, to: 1 } }, { discount: { from: 12 } }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/procurement/search',
        headers,
        payload: { filters },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/ofertas no puede superar|La baja va de 0 a 1/);
    }
  });
});

withData('alerts with the competition filters', () => {
  it('keep the filters and notify the new tenders they match', async () => {
    const stored = await t.app.inject({ method: 'GET', url: `/v1/alerts/${alert.id}`, headers });
    expect(stored.json().filters).toEqual({ sources: ['placsp'], offers: { from: 1, to: 1 } });
    // As if the live sync had just seen them: an import of history notifies nobody.
    await t.database.db.execute(sql`update projects set source_updated_at = now()`);
    await matchPendingEvents(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/v1/alerts/${alert.id}/notifications`, headers });
    const body: NotificationsResponse = res.json();
    expect(body.notifications.map((n) => n.project?.contract_folder_id).sort()).toEqual(
      ['2017/003763', 'SER-17-134-OSA'].sort(),
    );
  });
});
