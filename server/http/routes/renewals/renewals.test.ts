import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenewalSearchBody, RenewalSearchResponse } from '../../../../common/api/renewals';
import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from '../../../../common/calendar';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';
import { createTender } from '../../../test/tender-factories';

const withData = describe.skipIf(!hasSharedData('placsp'));

// The real pages of the 643 feed (20 + 3 entries) and a page of 1044; the ends and their bases
// are computed by hand from the XML in server/ingest/import/execution-end.test.ts.
let t: TestApp;
let headers: AuthHeaders;
const URL = '/v1/procurement/renewals/search';

beforeAll(async () => {
  t = await createTestApp();
  for (const page of [
    'full-20-entries.atom',
    'placsp-atom-licitaciones.xml',
    'PlataformasAgregadasSinMenores_20220105_030012.atom',
  ])
    await importSource(t.database.db, sharedPath('placsp', page));
  headers = await signInAs(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

const post = (payload: RenewalSearchBody, as: AuthHeaders | null = headers) =>
  t.app.inject({ method: 'POST', url: URL, ...(as ? { headers: as } : {}), payload });
async function renewals(body: RenewalSearchBody): Promise<RenewalSearchResponse> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ends = (r: RenewalSearchResponse) => r.results.map((p) => [p.contract_folder_id, p.execution_end]);
const YEAR_2019 = { from: '2019-01-01', to: '2019-12-31' };

withData('POST /v1/procurement/renewals/search', () => {
  it('lists the awarded contracts whose execution ends in the window, soonest first', async () => {
    const found = await renewals({ ending: YEAR_2019, pageSize: 100 });
    expect(ends(found)).toEqual([
      ['4220017099900', '2019-01-02'],
      ['2017/006630/001', '2019-01-12'],
      ['SER-17-134-OSA', '2019-01-17'],
      ['3654217073700', '2019-04-09'],
      ['8004330008-2017-0011488', '2019-05-08'],
      ['2019/00003645J', '2019-09-11'],
      ['2019/00007127E', '2019-09-29'],
      ['2017/003763', '2019-12-01'],
      ['2017/003424', '2019-12-15'],
      ['2017/003423', '2019-12-15'],
      ['2019/00000613Y', '2019-12-21'],
      ['12/17', '2019-12-31'],
    ]);
    expect(found.metadata).toEqual({ total_results: 12, total_pages: 1, current_page: 1, ending: YEAR_2019 });
    // Entry 1820458: three lots awarded (3,550 + 11,100 + 11,100 € without VAT), two void.
    expect(found.results[2]).toMatchObject({
      title: 'Servicio de Psiquiatría (lotes)',
      status: 'RES',
      execution_end: '2019-01-17',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'una posible prórroga de 12 meses',
      execution_end_with_extensions: '2020-01-17',
      awarded_amount: '25750.00',
    });
    expect(found.results[2]!.awardees.map((a) => [a.name, a.party_id])).toEqual([
      ['AFFOR PREVENCION PSICOSOCIAL SL', 'B91890707'],
      ['GARRIDO-KAIFER SL', 'B85155679'],
      ['JOSE FRANCISCO OLCINA RODRIGUEZ', '21633540Q'],
    ]);
    // Entry 1743616: its stated end, and two more years of extension.
    expect(found.results[11]).toMatchObject({
      execution_end: '2019-12-31',
      execution_end_basis: 'planned_end',
      extension_text: 'Posibilidad de prórroga por dos anualidades más',
      execution_end_with_extensions: '2021-12-31',
      awarded_amount: '115702.48',
      awardees: [expect.objectContaining({ name: 'VIAJES HALCÓN, S.A.U.', party_id: 'A10005510' })],
    });
  });

  it('leaves out contracts not awarded, whatever their end', async () => {
    // Entry 19900639 is still being evaluated (EV); its execution would end on 2029-06-19.
    const window = { from: '2029-06-19', to: '2029-06-19' };
    expect((await renewals({ ending: window })).results).toEqual([]);
  });

  it("applies the search's words and filters", async () => {
    expect(ends(await renewals({ ending: YEAR_2019, searchTerms: 'limpieza' }))).toEqual([
      ['2017/003424', '2019-12-15'],
      ['2017/003423', '2019-12-15'],
    ]);
    const supplies = await renewals({ ending: YEAR_2019, filters: { contract_types: ['1'] } });
    expect(ends(supplies)).toEqual([
      ['4220017099900', '2019-01-02'],
      ['8004330008-2017-0011488', '2019-05-08'],
    ]);
    const pricey = await renewals({ ending: YEAR_2019, filters: { amount: { from: 1_000_000 } } });
    expect(ends(pricey)).toEqual([['2017/006630/001', '2019-01-12']]);
  });

  it('pages the results', async () => {
    const third = await renewals({ ending: YEAR_2019, pageSize: 5, page: 3 });
    expect(ends(third)).toEqual([
      ['2019/00000613Y', '2019-12-21'],
      ['12/17', '2019-12-31'],
    ]);
    expect(third.metadata).toMatchObject({ total_results: 12, total_pages: 3, current_page: 3 });
  });

  it('looks 12 months ahead from today (Madrid) by default', async () => {
    const today = madridToday();
    const inMonths = (n: number) => toCalendarDate(addMonths(parseCalendarDate(today)!, n));
    const soon = await createTender(t.database.db, { status: 'RES', executionEnd: inMonths(1) });
    const lastDay = await createTender(t.database.db, { status: 'ADJ', executionEnd: inMonths(12) });
    const later = await createTender(t.database.db, { status: 'RES', executionEnd: inMonths(13) });
    const open = await createTender(t.database.db, { status: 'PUB', executionEnd: inMonths(1) });
    const over = await createTender(t.database.db, { status: 'RES', executionEnd: inMonths(-1) });
    const found = await renewals({ pageSize: 1000 });
    expect(found.metadata.ending).toEqual({ from: today, to: inMonths(12) });
    const ids = found.results.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([soon.id, lastDay.id]));
    for (const out of [later, open, over]) expect(ids).not.toContain(out.id);
    // A window given by its end alone starts today, or at that end when it is already past.
    expect((await renewals({ ending: { to: inMonths(2) } })).metadata.ending).toEqual({
      from: today,
      to: inMonths(2),
    });
    expect((await renewals({ ending: { to: '2019-12-31' } })).metadata.ending).toEqual({
      from: '2019-12-31',
      to: '2019-12-31',
    });
  });

  it('refuses a bad window, page or filter with a 400 naming the field, in Spanish', async () => {
    const refusal = async (body: unknown) => {
      const res = await post(body as RenewalSearchBody);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refusal({ ending: { from: '2019-02-01', to: '2019-01-01' } })).toEqual([
      { field: 'body.ending.to', message: 'La fecha inicial no puede ser posterior a la final' },
    ]);
    expect(await refusal({ ending: { from: '2019-13-01' } })).toEqual([
      { field: 'body.ending.from', message: 'Fecha no válida (AAAA-MM-DD)' },
    ]);
    expect(await refusal({ ending: { to: '2201-01-01' } })).toEqual([
      { field: 'body.ending.to', message: 'La fecha debe estar entre los años 1900 y 2100' },
    ]);
    expect(await refusal({ filters: { cpv_codes: ['7720'] } })).toEqual([
      { field: 'body.filters.cpv_codes.0', message: 'Código CPV de 8 cifras' },
    ]);
    const [page] = await refusal({ page: 0 });
    expect(page.field).toBe('body.page');
  });

  it('needs a session, and a trial or subscription (403 otherwise)', async () => {
    expect((await post({}, null)).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    expect((await post({}, await signInAs(t.app, expired))).statusCode).toBe(403);
  });
});
