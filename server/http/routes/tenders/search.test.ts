import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ProcurementSearchBody } from '../../../../common/api/procurement-search';
import { projects } from '../../../db/schema';
import { importCpvFile } from '../../../ingest/cpv/import-cpv';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';
import { createParty, createTender } from '../../../test/tender-factories';

const withData = describe.skipIf(!hasSharedData('reference'));

let t: TestApp;
let headers: AuthHeaders;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await importCpvFile(db, sharedPath('reference', 'cpv', 'cpv.csv'));
  headers = await signInAs(t.app, await createUser(db));
  const ayto = await createParty(db, {
    name: 'Ayuntamiento de Lena',
    partyId: 'P3303300B',
    isContractingBody: true,
  });
  const idinat = await createParty(db, {
    name: 'IDINAT OBRAS Y SERVICIOS, S.L.',
    partyId: 'B74408725',
    isCompany: true,
  });

  ids.cameras = (
    await createTender(db, {
      title: 'Suministro de cámaras de vigilancia para edificios municipales',
      contractFolderId: 'CON/2026/6',
      contractingPartyId: ayto.id,
      contractingPartyName: ayto.name,
      cpvCodes: ['35125300'],
      status: 'PUB',
      submissionDeadline: new Date('2099-06-08T21:59:00Z'),
      estimatedAmount: '76268.38',
      locationNuts: 'ES120',
      locationCity: 'Lena',
      contractType: '1',
      publicationDate: '2026-05-22',
    })
  ).id;
  ids.cleaning = (
    await createTender(db, {
      title: 'Servicio de limpieza viaria del municipio',
      summary: 'Limpieza de calles y recogida de residuos',
      cpvCodes: ['90610000'],
      status: 'ADJ',
      estimatedAmount: '1500000.00',
      locationNuts: 'ES611',
      contractType: '2',
      feed: '1044',
      locationCountry: null,
      publicationDate: '2025-03-10',
      results: [
        {
          winnerPartyId: idinat.id,
          winnerName: idinat.name,
          payableAmount: '1400000.00',
          awardDate: '2025-06-01',
        },
      ],
    })
  ).id;
  ids.roads = (
    await createTender(db, {
      title: 'Obras de acondicionamiento de la carretera AS-242',
      cpvCodes: ['45233120'],
      status: 'RES',
      estimatedAmount: '350000.00',
      locationNuts: 'ES120',
      publicationDate: '2024-11-02',
      lots: [
        { lotId: '1', summary: 'Firme y señalización', cpvCodes: ['45233141'] },
        { lotId: '2', summary: 'Muros de contención' },
      ],
    })
  ).id;
  ids.minor = (
    await createTender(db, {
      title: 'Contrato menor de viaria y jardinería',
      cpvCodes: ['77310000'],
      status: 'RES',
      feed: '1143',
      estimatedAmount: '9000.00',
      publicationDate: '2026-01-15',
    })
  ).id;
  await createTender(db, { title: 'Limpieza anulada', status: 'ANUL', deletedAt: new Date() });
});
afterAll(() => t.close());

async function search(body: ProcurementSearchBody) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/procurement/search', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    results: { id: number; title: string; score: number | null }[];
    metadata: {
      total_results: number;
      total_pages: number;
      current_page: number;
      total_is_estimate: boolean;
    };
  };
}
const found = async (body: ProcurementSearchBody) => (await search(body)).results.map((r) => r.id).sort();

withData('POST /v1/procurement/search — text', () => {
  it('matches words regardless of accents and case, with Spanish stemming', async () => {
    expect(await found({ searchTerms: 'CAMARA' })).toEqual([ids.cameras]);
    expect(await found({ searchTerms: 'cámaras vigilancia' })).toEqual([ids.cameras]);
    expect(await found({ searchTerms: 'edificio municipal' })).toEqual([ids.cameras]);
  });

  it('supports "phrases", OR and -exclusion', async () => {
    expect(await found({ searchTerms: '"limpieza viaria"' })).toEqual([ids.cleaning]);
    expect(await found({ searchTerms: '"viaria limpieza"' })).toEqual([]);
    expect(await found({ searchTerms: 'viaria' })).toEqual([ids.cleaning, ids.minor].sort());
    expect(await found({ searchTerms: 'viaria -jardinería' })).toEqual([ids.cleaning]);
    expect(await found({ searchTerms: 'cámaras or carretera' })).toEqual([ids.cameras, ids.roads].sort());
  });

  it('searches the contracting body, CPV labels and lot texts', async () => {
    expect(await found({ searchTerms: 'Lena' })).toEqual([ids.cameras]);
    expect(await found({ searchTerms: 'trabajos construcción carreteras' })).toEqual([ids.roads]);
    expect(await found({ searchTerms: 'muros contención' })).toEqual([ids.roads]);
  });

  it('finds an expediente number or a tax id exactly, ranked first', async () => {
    const byFolder = await search({ searchTerms: 'con/2026/6', sortField: 'score' });
    expect(byFolder.results[0]?.id).toBe(ids.cameras);
    expect(await found({ searchTerms: 'P3303300B' })).toEqual([ids.cameras]);
    expect(await found({ searchTerms: 'b74408725' })).toEqual([ids.cleaning]);
  });

  it('never returns deleted tenders', async () => {
    expect(await found({ searchTerms: 'anulada' })).toEqual([]);
  });
});

withData('POST /v1/procurement/search — filters', () => {
  it('applies each search filter (CPV, region, amounts, dates and the rest)', async () => {
    expect(await found({ filters: { cpv_codes: ['45000000'] } })).toEqual([ids.roads]);
    expect(await found({ filters: { cpv_codes: ['45233141'] } })).toEqual([ids.roads]);
    expect(await found({ filters: { location: { regions: ['ES12'] } } })).toEqual(
      [ids.cameras, ids.roads].sort(),
    );
    expect(await found({ filters: { location: { regions: ['ES61'] } } })).toEqual([ids.cleaning]);
    // CPV and region together (one index for both): each must hold, any of each list.
    const cpvIn = (cpv_codes: string[], regions: string[]) =>
      found({ filters: { cpv_codes, location: { regions } } });
    expect(await cpvIn(['45000000', '90000000'], ['ES12'])).toEqual([ids.roads]);
    expect(await cpvIn(['45000000'], ['ES61', 'ES1'])).toEqual([ids.roads]);
    expect(await cpvIn(['90610000'], ['ES611'])).toEqual([ids.cleaning]);
    expect(await cpvIn(['35000000'], ['ES61'])).toEqual([]);
    expect(await cpvIn(['35000000'], ['ES120'])).toEqual([ids.cameras]);
    expect(await found({ filters: { location: { city: 'lena' } } })).toEqual([ids.cameras]);
    expect(await found({ filters: { only_active: true } })).toEqual([ids.cameras]);
    expect(await found({ filters: { status: ['RES'] } })).toEqual([ids.roads, ids.minor].sort());
    expect(await found({ filters: { amount: { from: 100000, to: 400000 } } })).toEqual([ids.roads]);
    expect(await found({ filters: { date: { years: [2024, 2025] } } })).toEqual(
      [ids.cleaning, ids.roads].sort(),
    );
    expect(await found({ filters: { date: { from: '2026-01-01', to: '2026-01-31' } } })).toEqual([ids.minor]);
    expect(await found({ filters: { lot_division: 'has_lots' } })).toEqual([ids.roads]);
    expect(await found({ filters: { contract_types: ['2'] } })).toEqual([ids.cleaning]);
    expect(
      await found({ filters: { contracting_party: { name: 'ayuntamiento lena'.split(' ')[1] } } }),
    ).toEqual([ids.cameras]);
    expect(await found({ filters: { awardee_parties: ['idinat'] } })).toEqual([ids.cleaning]);
    expect(await found({ filters: { sources: ['menores'] } })).toEqual([ids.minor]);
    // The bulletin is not a tender source: with it alone no tender matches, beside PLACSP's it adds none.
    expect(await found({ filters: { sources: ['boe'] } })).toEqual([]);
    expect(await found({ filters: { sources: ['menores', 'boe'] } })).toEqual([ids.minor]);
    expect(
      await found({ filters: { submission_deadline: { from: '2099-06-01', to: '2099-06-08' } } }),
    ).toEqual([ids.cameras]);
  });

  it('reads the submission deadline days in Madrid, not UTC', async () => {
    // 00:30 on 9 June in Madrid (CEST), still 8 June in UTC.
    const pastMidnight = await createTender(t.database.db, {
      title: 'Suministro de mobiliario escolar',
      status: 'PUB',
      submissionDeadline: new Date('2099-06-08T22:30:00Z'),
    });
    // Gone again for the tests after this one, whatever its outcome.
    onTestFinished(async () => {
      await t.database.db
        .update(projects)
        .set({ deletedAt: new Date() })
        .where(eq(projects.id, pastMidnight.id));
    });
    const deadlineOn = (day: string) => found({ filters: { submission_deadline: { from: day, to: day } } });
    expect(await deadlineOn('2099-06-08')).toEqual([ids.cameras]);
    expect(await deadlineOn('2099-06-09')).toEqual([pastMidnight.id]);
  });

  it('treats regional-platform tenders without a country as Spanish', async () => {
    expect(await found({ filters: { location: { country: 'ES' }, sources: ['regional'] } })).toEqual([
      ids.cleaning,
    ]);
  });

  it('combines filters with words', async () => {
    expect(
      await found({ searchTerms: 'viaria', filters: { status: ['ADJ'], location: { regions: ['ES611'] } } }),
    ).toEqual([ids.cleaning]);
  });

  it('answers bad filter values with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/search',
      headers,
      payload: { filters: { cpv_codes: ['45'], amount: { from: 'mucho' }, status: ['XYZ'] }, page: 0 },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.filters.cpv_codes.0',
        'body.filters.amount.from',
        'body.filters.status.0',
        'body.page',
      ]),
    );
  });
});

withData('POST /v1/procurement/search — sorting, paging, access', () => {
  it('sorts by publication date (default, newest first), by estimated value, and by score', async () => {
    expect((await search({})).results.map((r) => r.id)).toEqual([
      ids.cameras,
      ids.minor,
      ids.cleaning,
      ids.roads,
    ]);
    expect((await search({ sortOrder: 'asc' })).results.map((r) => r.id)).toEqual([
      ids.roads,
      ids.cleaning,
      ids.minor,
      ids.cameras,
    ]);
    expect(
      (await search({ sortField: 'estimated_overall_contract_amount' })).results.map((r) => r.id),
    ).toEqual([ids.cleaning, ids.roads, ids.cameras, ids.minor]);
    const byScore = await search({ searchTerms: 'limpieza viaria', sortField: 'score' });
    expect(byScore.results[0]?.id).toBe(ids.cleaning);
    expect(byScore.results[0]?.score).toBeGreaterThan(0);
  });

  it('pages with total counts', async () => {
    const page2 = await search({ pageSize: 3, page: 2 });
    expect(page2.metadata).toEqual({
      total_results: 4,
      total_pages: 2,
      current_page: 2,
      total_is_estimate: false,
    });
    expect(page2.results.map((r) => r.id)).toEqual([ids.roads]);
  });

  it('presents a result with what the table and the follow bell need', async () => {
    const [row] = (await search({ searchTerms: 'CON/2026/6' })).results;
    expect(row).toMatchObject({
      id: ids.cameras,
      contract_folder_id: 'CON/2026/6',
      status: 'PUB',
      estimated_overall_contract_amount: '76268.38',
      contracting_party: { name: 'Ayuntamiento de Lena' },
      location: { city: 'Lena', subentity_code: 'ES120' },
      date: '2026-05-22',
      submission_deadline: '2099-06-08T21:59:00.000Z',
      source: 'placsp',
    });
  });

  it('needs a session, and a trial or subscription (403 otherwise)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/procurement/search', payload: {} })).statusCode,
    ).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/search',
      headers: await signInAs(t.app, expired),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('subscription_required');
  });
});
